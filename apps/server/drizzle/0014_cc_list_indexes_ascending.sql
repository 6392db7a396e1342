DROP INDEX "cc_tariff_rates_tariff_creationdate";--> statement-breakpoint
DROP INDEX "report_schedules_domain_status_creationdate";--> statement-breakpoint
DROP INDEX "cc_cdrs_domain_type_archived_starttime";--> statement-breakpoint
CREATE INDEX "cc_tariff_rates_tariff_created_id" ON "cc_tariff_rates" USING btree ("tariff","creationdate","id");--> statement-breakpoint
CREATE INDEX "report_schedules_domain_status_created_id" ON "report_schedules" USING btree ("domain","status","creationdate","id");--> statement-breakpoint
CREATE INDEX "cc_cdrs_type_archived_starttime_id" ON "cc_cdrs" USING btree ("domain","type","archived","starttime","id");