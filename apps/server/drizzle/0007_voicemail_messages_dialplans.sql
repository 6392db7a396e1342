CREATE TABLE "dialplans" (
	"dialplan_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"dialplan_name" text NOT NULL,
	"dialplan_number" text NOT NULL,
	"dialplan_order" integer DEFAULT 100 NOT NULL,
	"dialplan_context" text DEFAULT 'public' NOT NULL,
	"dialplan_destination_actions" jsonb NOT NULL,
	"dialplan_description" text DEFAULT '' NOT NULL,
	"dialplan_enabled" boolean DEFAULT true NOT NULL,
	"dialplan_xml" text,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dialplans_domain_number" UNIQUE("domain","dialplan_number")
);
--> statement-breakpoint
CREATE TABLE "voicemail_messages" (
	"voicemail_message_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"voicemail_uuid" uuid NOT NULL,
	"caller_id_name" text DEFAULT '' NOT NULL,
	"caller_id_number" text DEFAULT '' NOT NULL,
	"message_length" integer DEFAULT 0 NOT NULL,
	"created_epoch" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dialplans" ADD CONSTRAINT "dialplans_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD CONSTRAINT "voicemail_messages_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD CONSTRAINT "voicemail_messages_voicemail_uuid_voicemail_boxes_voicemail_uuid_fk" FOREIGN KEY ("voicemail_uuid") REFERENCES "public"."voicemail_boxes"("voicemail_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dialplans_domain_insert_date" ON "dialplans" USING btree ("domain","insert_date","dialplan_uuid");--> statement-breakpoint
CREATE INDEX "voicemail_messages_box_created" ON "voicemail_messages" USING btree ("voicemail_uuid","created_epoch","voicemail_message_uuid");--> statement-breakpoint
CREATE INDEX "voicemail_messages_domain_created" ON "voicemail_messages" USING btree ("domain","created_epoch","voicemail_message_uuid");