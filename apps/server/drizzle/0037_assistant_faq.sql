CREATE TABLE "assistant_faq" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistant_faq_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_faq" ADD CONSTRAINT "assistant_faq_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_faq_domain" ON "assistant_faq" USING btree ("domain","id");--> statement-breakpoint
-- Changing what the ship's assistant answers is audited like every write (migration 0021's portside_audit).
CREATE TRIGGER "assistant_faq_audit" AFTER INSERT OR UPDATE OR DELETE ON "assistant_faq" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
