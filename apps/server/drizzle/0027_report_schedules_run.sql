-- Issue 13 item 5: report schedules that run. job_runs is the scheduler's claim (one row per job, key and
-- period, inserted by the one instance that runs it); a schedule says what it reports and when; the ship's
-- time zone lives on its environment; an outbox mail keeps its attachments' names (and, without SMTP,
-- their content).
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"key" text NOT NULL,
	"period" timestamp with time zone NOT NULL,
	"instance" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "job_runs_job_key_period_pk" PRIMARY KEY("job","key","period")
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "report_type" text DEFAULT 'both' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "run_hour" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "run_weekday" integer;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "run_day" integer;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "due_from" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD COLUMN "reported_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "environments" ADD COLUMN "local_timezone" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_report_type" CHECK ("report_schedules"."report_type" in ('admin', 'cabin', 'both'));--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_run_hour" CHECK ("report_schedules"."run_hour" between 0 and 23);--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_run_weekday" CHECK ("report_schedules"."run_weekday" between 0 and 6);--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_run_day" CHECK ("report_schedules"."run_day" between 1 and 28);--> statement-breakpoint
-- Weekly and monthly schedules made before this had no weekday or day: Monday and the 1st.
UPDATE "report_schedules" SET "run_weekday" = 1 WHERE "schedule" = 'weekly' AND "run_weekday" IS NULL;--> statement-breakpoint
UPDATE "report_schedules" SET "run_day" = 1 WHERE "schedule" = 'monthly' AND "run_day" IS NULL;--> statement-breakpoint
-- An administrator's change of the ship's time zone is audited like every write (migration 0021's
-- portside_audit); the roster's synchronisation at start runs outside any request and is not.
CREATE TRIGGER "environments_audit" AFTER INSERT OR UPDATE OR DELETE ON "environments" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('code');
