ALTER TABLE "chat_messages" DROP CONSTRAINT "chat_messages_domain_sender_messageid";--> statement-breakpoint
DROP INDEX "chat_messages_domain_messageid";--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_domain_messageid_sender" UNIQUE("domain","messageid","sender");