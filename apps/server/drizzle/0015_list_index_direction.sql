DROP INDEX "app_access_domain_creationdate";--> statement-breakpoint
DROP INDEX "extensions_domain_insert_date";--> statement-breakpoint
CREATE INDEX "app_access_domain_creationdate_id" ON "app_access" USING btree ("domain","creationdate","id");