CREATE TABLE "voicemail_audio" (
	"voicemail_message_uuid" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voicemail_greetings" (
	"voicemail_uuid" uuid PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voicemail_boxes" ADD COLUMN "voicemail_mail_to" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "voicemail_boxes" ADD COLUMN "voicemail_email_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "voicemail_messages" ADD COLUMN "read_epoch" bigint;--> statement-breakpoint
ALTER TABLE "voicemail_audio" ADD CONSTRAINT "voicemail_audio_voicemail_message_uuid_voicemail_messages_voicemail_message_uuid_fk" FOREIGN KEY ("voicemail_message_uuid") REFERENCES "public"."voicemail_messages"("voicemail_message_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_greetings" ADD CONSTRAINT "voicemail_greetings_voicemail_uuid_voicemail_boxes_voicemail_uuid_fk" FOREIGN KEY ("voicemail_uuid") REFERENCES "public"."voicemail_boxes"("voicemail_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Audio is already compressed: keep it uncompressed out of line, so substring() reads only the range asked for.
ALTER TABLE "voicemail_audio" ALTER COLUMN "data" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "voicemail_greetings" ALTER COLUMN "data" SET STORAGE EXTERNAL;
