CREATE TABLE "sip_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"profile" text NOT NULL,
	"sip_user" text NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"ip" text NOT NULL,
	"port" integer NOT NULL,
	"ping_time" real,
	"ping_status" text DEFAULT 'Reachable' NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sip_registrations_domain_profile" ON "sip_registrations" USING btree ("domain","profile","sip_user");--> statement-breakpoint
CREATE INDEX "app_access_domain_creationdate" ON "app_access" USING btree ("domain","creationdate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "app_access_search_trgm" ON "app_access" USING gin (("extension" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "extensions_search_trgm" ON "extensions" USING gin (("extension" || ' ' || "effective_caller_id_name" || ' ' || "effective_caller_id_number" || ' ' || "outbound_caller_id_name" || ' ' || "outbound_caller_id_number" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "extensions_domain_gateway" ON "extensions" USING btree ("domain",split_part("description", ',', 1));