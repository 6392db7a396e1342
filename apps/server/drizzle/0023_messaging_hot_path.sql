ALTER TABLE "chat_conversations" DROP CONSTRAINT "chat_conversations_account_id_chat_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "chat_stream" DROP CONSTRAINT "chat_stream_account_id_chat_accounts_id_fk";
--> statement-breakpoint
DROP INDEX "chat_conversations_message";