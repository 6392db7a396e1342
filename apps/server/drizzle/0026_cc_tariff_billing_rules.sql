-- Issue 13 item 1: how a tariff bills. Defaults rate every existing tariff per second with no minimum.
ALTER TABLE "cc_tariffs" ADD COLUMN "billing_increment" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cc_tariffs" ADD COLUMN "minimum_duration" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cc_tariffs" ADD CONSTRAINT "cc_tariffs_billing_increment_range" CHECK ("cc_tariffs"."billing_increment" BETWEEN 1 AND 3600);--> statement-breakpoint
ALTER TABLE "cc_tariffs" ADD CONSTRAINT "cc_tariffs_minimum_duration_range" CHECK ("cc_tariffs"."minimum_duration" BETWEEN 0 AND 3600);