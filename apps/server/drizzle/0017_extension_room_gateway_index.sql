DROP INDEX "extensions_domain_gateway";--> statement-breakpoint
CREATE INDEX "extensions_domain_room_gateway" ON "extensions" USING btree ("domain","room_gateway");