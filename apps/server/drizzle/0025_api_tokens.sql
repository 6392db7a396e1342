CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"created_by_name" text DEFAULT '' NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_user_uuid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_domain_active_name" ON "api_tokens" USING btree ("domain",lower("name")) WHERE "api_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "api_tokens_domain_created_at" ON "api_tokens" USING btree ("domain","created_at");--> statement-breakpoint
-- Creating and revoking a token is audited like every write (migration 0021's portside_audit: field names
-- only, so never the hash). last_used_at is written outside any request transaction, so it is not.
CREATE TRIGGER "api_tokens_audit" AFTER INSERT OR UPDATE OR DELETE ON "api_tokens" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('id');
