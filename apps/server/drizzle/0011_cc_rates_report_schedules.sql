CREATE TABLE "cc_tariff_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_tariff_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"tariff" integer NOT NULL,
	"destination" text NOT NULL,
	"cost" numeric(12, 4) NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"name" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"creationdate" timestamp with time zone DEFAULT now() NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	CONSTRAINT "cc_tariff_rates_tariff_destination" UNIQUE("tariff","destination")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"schedule" text NOT NULL,
	"receiver" text DEFAULT '' NOT NULL,
	"creationdate" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"lastrun" timestamp with time zone,
	"use_local_timezone" integer DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cc_tariff_rates" ADD CONSTRAINT "cc_tariff_rates_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_tariff_rates" ADD CONSTRAINT "cc_tariff_rates_tariff_cc_tariffs_id_fk" FOREIGN KEY ("tariff") REFERENCES "public"."cc_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cc_tariff_rates_tariff_creationdate" ON "cc_tariff_rates" USING btree ("tariff","creationdate" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_schedules_domain_status_creationdate" ON "report_schedules" USING btree ("domain","status","creationdate" DESC NULLS LAST,"id" DESC NULLS LAST);