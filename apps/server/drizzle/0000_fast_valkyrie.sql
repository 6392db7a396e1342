CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_codes" (
	"owner" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_uuid" uuid,
	"extension" text,
	"home_domain" text NOT NULL,
	"current_domain" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_card_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_card_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"type" text,
	"status" integer DEFAULT 1 NOT NULL,
	"dialing_prefix" text,
	"default_tariff" integer,
	CONSTRAINT "cc_card_types_domain_type" UNIQUE("domain","type")
);
--> statement-breakpoint
CREATE TABLE "cc_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"pin" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"tariff" integer,
	"credit" numeric(12, 4) DEFAULT '0' NOT NULL,
	"initialbalance" numeric(12, 4) DEFAULT '0' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"creationdate" timestamp with time zone DEFAULT now() NOT NULL,
	"expirationdate" timestamp with time zone,
	"lastuse" timestamp with time zone,
	CONSTRAINT "cc_cards_domain_pin" UNIQUE("domain","pin")
);
--> statement-breakpoint
CREATE TABLE "cc_cdrs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_cdrs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"callid" text NOT NULL,
	"card" integer,
	"pin" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"src" text DEFAULT '' NOT NULL,
	"destination" text NOT NULL,
	"destination_name" text DEFAULT '' NOT NULL,
	"starttime" timestamp with time zone NOT NULL,
	"stoptime" timestamp with time zone,
	"sessiontime" integer DEFAULT 0 NOT NULL,
	"billed_sessiontime" integer DEFAULT 0 NOT NULL,
	"tariff" integer,
	"blockprice" numeric(12, 4) DEFAULT '0' NOT NULL,
	"blockcost" numeric(12, 4) DEFAULT '0' NOT NULL,
	"sessionprice" numeric(12, 4) DEFAULT '0' NOT NULL,
	"sessioncost" numeric(12, 4) DEFAULT '0' NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"terminatecauseid" text DEFAULT 'NORMAL_CLEARING' NOT NULL,
	"direction" text DEFAULT 'outbound' NOT NULL,
	"archived" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cc_tariffs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_tariffs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"description" text NOT NULL,
	"default_cost" numeric(12, 4) DEFAULT '0' NOT NULL,
	"default_price" numeric(12, 4) DEFAULT '0' NOT NULL,
	"initblock" integer DEFAULT 0 NOT NULL,
	"default_currency" text DEFAULT 'USD' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"messageid" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"sender" text NOT NULL,
	"address" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'app' NOT NULL,
	"mediatype" text,
	"media" text,
	"status" integer DEFAULT 0 NOT NULL,
	"extras" jsonb,
	"creationdate" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_access" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_access_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"extension" text NOT NULL,
	"preference" text DEFAULT 'email' NOT NULL,
	"email" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"creationdate" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_access_extension" UNIQUE("extension")
);
--> statement-breakpoint
CREATE TABLE "extensions" (
	"extension_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"extension" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"effective_caller_id_name" text DEFAULT '' NOT NULL,
	"effective_caller_id_number" text DEFAULT '' NOT NULL,
	"outbound_caller_id_name" text DEFAULT '' NOT NULL,
	"outbound_caller_id_number" text DEFAULT '' NOT NULL,
	"emergency_caller_id_name" text DEFAULT '' NOT NULL,
	"emergency_caller_id_number" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"accountcode" text DEFAULT '' NOT NULL,
	"toll_allow" text DEFAULT 't' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"configured" boolean DEFAULT false NOT NULL,
	"temporary" boolean DEFAULT false NOT NULL,
	"forward_all_enabled" boolean DEFAULT false NOT NULL,
	"forward_all_destination" text DEFAULT '' NOT NULL,
	"forward_busy_enabled" boolean DEFAULT false NOT NULL,
	"forward_busy_destination" text DEFAULT '' NOT NULL,
	"forward_no_answer_enabled" boolean DEFAULT false NOT NULL,
	"forward_no_answer_destination" text DEFAULT '' NOT NULL,
	"forward_user_not_registered_enabled" boolean DEFAULT false NOT NULL,
	"forward_user_not_registered_destination" text DEFAULT '' NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extensions_domain_extension" UNIQUE("domain","extension")
);
--> statement-breakpoint
CREATE TABLE "pbx_cdrs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"caller_id_number" text NOT NULL,
	"destination_number" text NOT NULL,
	"direction" text NOT NULL,
	"start_stamp" timestamp with time zone NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"hangup_cause" text DEFAULT 'NORMAL_CLEARING' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ring_groups" (
	"ring_group_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"ring_group_extension" text NOT NULL,
	"ring_group_name" text NOT NULL,
	"ring_group_caller_id_name" text DEFAULT '' NOT NULL,
	"ring_group_caller_id_number" text DEFAULT '' NOT NULL,
	"ring_group_call_timeout" integer DEFAULT 30 NOT NULL,
	"ring_group_strategy" text DEFAULT 'enterprise' NOT NULL,
	"ring_group_enabled" boolean DEFAULT true NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ring_groups_domain_extension" UNIQUE("domain","ring_group_extension")
);
--> statement-breakpoint
CREATE TABLE "voicemail_boxes" (
	"voicemail_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"voicemail_id" text NOT NULL,
	"voicemail_password_encrypted" text NOT NULL,
	"voicemail_description" text DEFAULT '' NOT NULL,
	"voicemail_enabled" boolean DEFAULT true NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voicemail_boxes_domain_id" UNIQUE("domain","voicemail_id")
);
--> statement-breakpoint
CREATE TABLE "environments" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"organization_code" text NOT NULL,
	"api_url" text DEFAULT '' NOT NULL,
	"stomp_url" text DEFAULT '' NOT NULL,
	"octet" integer,
	"paired_extensions" boolean DEFAULT false NOT NULL,
	"calling_cards_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "environments_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"modules_enabled" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_environment_grants" (
	"user_uuid" uuid NOT NULL,
	"environment_code" text NOT NULL,
	CONSTRAINT "user_environment_grants_user_uuid_environment_code_pk" PRIMARY KEY("user_uuid","environment_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"user_email" text DEFAULT '' NOT NULL,
	"user_enabled" boolean DEFAULT true NOT NULL,
	"contact_name_given" text DEFAULT '' NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_domain_username" UNIQUE("domain","username")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_home_domain_environments_domain_fk" FOREIGN KEY ("home_domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_current_domain_environments_domain_fk" FOREIGN KEY ("current_domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_card_types" ADD CONSTRAINT "cc_card_types_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_card_types" ADD CONSTRAINT "cc_card_types_default_tariff_cc_tariffs_id_fk" FOREIGN KEY ("default_tariff") REFERENCES "public"."cc_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_cards" ADD CONSTRAINT "cc_cards_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_cards" ADD CONSTRAINT "cc_cards_tariff_cc_tariffs_id_fk" FOREIGN KEY ("tariff") REFERENCES "public"."cc_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD CONSTRAINT "cc_cdrs_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD CONSTRAINT "cc_cdrs_card_cc_cards_id_fk" FOREIGN KEY ("card") REFERENCES "public"."cc_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD CONSTRAINT "cc_cdrs_tariff_cc_tariffs_id_fk" FOREIGN KEY ("tariff") REFERENCES "public"."cc_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_tariffs" ADD CONSTRAINT "cc_tariffs_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_access" ADD CONSTRAINT "app_access_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extensions" ADD CONSTRAINT "extensions_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pbx_cdrs" ADD CONSTRAINT "pbx_cdrs_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD CONSTRAINT "ring_groups_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voicemail_boxes" ADD CONSTRAINT "voicemail_boxes_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environments" ADD CONSTRAINT "environments_organization_code_organizations_code_fk" FOREIGN KEY ("organization_code") REFERENCES "public"."organizations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_environment_grants" ADD CONSTRAINT "user_environment_grants_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_environment_grants" ADD CONSTRAINT "user_environment_grants_environment_code_environments_code_fk" FOREIGN KEY ("environment_code") REFERENCES "public"."environments"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cc_cdrs_domain_starttime" ON "cc_cdrs" USING btree ("domain","starttime" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_domain_date" ON "chat_messages" USING btree ("domain","creationdate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "extensions_domain_insert_date" ON "extensions" USING btree ("domain","insert_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pbx_cdrs_domain_start" ON "pbx_cdrs" USING btree ("domain","start_stamp" DESC NULLS LAST);