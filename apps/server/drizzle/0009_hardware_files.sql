CREATE TABLE "hardware_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"mac" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"timezone" text DEFAULT 'Auto' NOT NULL,
	"account1" jsonb,
	"account2" jsonb,
	"name" text DEFAULT '' NOT NULL,
	"ext" text DEFAULT '' NOT NULL,
	"creationdate" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("mac" || ' ' || "name" || ' ' || "ext")) STORED,
	CONSTRAINT "hardware_files_domain_mac" UNIQUE("domain","mac")
);
--> statement-breakpoint
ALTER TABLE "hardware_files" ADD CONSTRAINT "hardware_files_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hardware_files_domain_creationdate" ON "hardware_files" USING btree ("domain","creationdate","id");--> statement-breakpoint
CREATE INDEX "hardware_files_search_text_trgm" ON "hardware_files" USING gin ("search_text" gin_trgm_ops);