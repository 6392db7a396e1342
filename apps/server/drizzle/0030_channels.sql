CREATE TABLE "channel_configs" (
	"domain" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"base_url" text,
	"account_id" text,
	"sender" text,
	"inbox_account" text NOT NULL,
	"secret_encrypted" text,
	"webhook_secret_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_configs_pkey" PRIMARY KEY("domain","channel")
);
--> statement-breakpoint
CREATE TABLE "channel_deliveries" (
	"message_id" bigint PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_configs" ADD CONSTRAINT "channel_configs_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_deliveries" ADD CONSTRAINT "channel_deliveries_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_deliveries_due" ON "channel_deliveries" USING btree ("next_attempt_at") WHERE "channel_deliveries"."state" = 'pending';--> statement-breakpoint
-- Setting a channel's configuration is audited like every write (migration 0021's portside_audit: field
-- names only, so never a credential). channel_deliveries is the worker's queue, not configuration.
CREATE TRIGGER "channel_configs_audit" AFTER INSERT OR UPDATE OR DELETE ON "channel_configs" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('channel');
