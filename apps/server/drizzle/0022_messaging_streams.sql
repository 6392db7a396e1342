CREATE TABLE "chat_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"account" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_accounts_domain_account" UNIQUE("domain","account")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"account_id" integer NOT NULL,
	"peer" text NOT NULL,
	"last_seq" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	CONSTRAINT "chat_conversations_pkey" PRIMARY KEY("account_id","peer")
);
--> statement-breakpoint
CREATE TABLE "chat_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint NOT NULL,
	"sender" text NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"payload" jsonb NOT NULL,
	"creationdate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_events_message_sender_type" UNIQUE("message_id","sender","type")
);
--> statement-breakpoint
CREATE TABLE "chat_stream" (
	"account_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"message_id" bigint,
	"event_id" bigint,
	"peer" text,
	"incoming" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_stream_pkey" PRIMARY KEY("account_id","seq"),
	CONSTRAINT "chat_stream_one_item" CHECK (num_nonnulls("chat_stream"."message_id", "chat_stream"."event_id") = 1)
);
--> statement-breakpoint
DROP INDEX "chat_messages_domain_date";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_pkey";--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "status" SET DATA TYPE smallint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "id" bigint PRIMARY KEY NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "senderid" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "issync" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_accounts" ADD CONSTRAINT "chat_accounts_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_account_id_chat_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chat_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_events" ADD CONSTRAINT "chat_events_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream" ADD CONSTRAINT "chat_stream_account_id_chat_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."chat_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream" ADD CONSTRAINT "chat_stream_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream" ADD CONSTRAINT "chat_stream_event_id_chat_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."chat_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversations_account_last_seq" ON "chat_conversations" USING btree ("account_id","last_seq");--> statement-breakpoint
CREATE INDEX "chat_conversations_message" ON "chat_conversations" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_stream_message_account" ON "chat_stream" USING btree ("message_id","account_id") WHERE "chat_stream"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_stream_account_peer_seq" ON "chat_stream" USING btree ("account_id","peer","seq") WHERE "chat_stream"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_stream_unread" ON "chat_stream" USING btree ("account_id","peer") WHERE "chat_stream"."incoming" and "chat_stream"."status" < 5;--> statement-breakpoint
CREATE INDEX "chat_stream_event" ON "chat_stream" USING btree ("event_id") WHERE "chat_stream"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_messages_domain_messageid" ON "chat_messages" USING btree ("domain","messageid");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_domain_sender_messageid" UNIQUE("domain","sender","messageid");--> statement-breakpoint
-- The first sketch's messages (one-to-one, no streams) get the streams and conversations of their
-- accounts (the sender and the address, where each is an extension of the domain), numbered in the
-- order they were written, so an existing database lists them as a new one would.
INSERT INTO "chat_accounts" ("domain", "account")
SELECT DISTINCT m."domain", x."account"
FROM "chat_messages" m
CROSS JOIN LATERAL (VALUES (m."sender"), (m."address")) AS x("account")
JOIN "extensions" e ON e."domain" = m."domain" AND e."extension" = x."account";--> statement-breakpoint
INSERT INTO "chat_stream" ("account_id", "seq", "message_id", "peer", "incoming", "status")
SELECT a."id",
       row_number() OVER (PARTITION BY a."id" ORDER BY m."creationdate", m."id"),
       m."id", x."peer", x."incoming", CASE WHEN x."incoming" THEN m."status" ELSE 0 END
FROM "chat_messages" m
CROSS JOIN LATERAL (VALUES (m."sender", m."address", false), (m."address", m."sender", true))
  AS x("account", "peer", "incoming")
JOIN "chat_accounts" a ON a."domain" = m."domain" AND a."account" = x."account"
WHERE m."sender" <> m."address";--> statement-breakpoint
UPDATE "chat_accounts" a SET "last_seq" = s."n"
FROM (SELECT "account_id", max("seq") AS "n" FROM "chat_stream" GROUP BY "account_id") s
WHERE s."account_id" = a."id";--> statement-breakpoint
INSERT INTO "chat_conversations" ("account_id", "peer", "last_seq", "message_id")
SELECT DISTINCT ON ("account_id", "peer") "account_id", "peer", "seq", "message_id"
FROM "chat_stream"
ORDER BY "account_id", "peer", "seq" DESC;
