-- Voicemail audio by content: a recording is kept once (voicemail_recordings, by its SHA-256) and each
-- message links to one (voicemail_audio). Replaces 0032's per-message copy, which nothing had written yet.
DROP TABLE "voicemail_audio";--> statement-breakpoint
CREATE TABLE "voicemail_recordings" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voicemail_audio" (
	"voicemail_message_uuid" uuid PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voicemail_audio" ADD CONSTRAINT "voicemail_audio_voicemail_message_uuid_voicemail_messages_voicemail_message_uuid_fk" FOREIGN KEY ("voicemail_message_uuid") REFERENCES "public"."voicemail_messages"("voicemail_message_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_audio" ADD CONSTRAINT "voicemail_audio_sha256_voicemail_recordings_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."voicemail_recordings"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voicemail_audio_sha256" ON "voicemail_audio" USING btree ("sha256");--> statement-breakpoint
-- Audio is already compressed: keep it uncompressed out of line, so substring() reads only the range asked for.
ALTER TABLE "voicemail_recordings" ALTER COLUMN "data" SET STORAGE EXTERNAL;
