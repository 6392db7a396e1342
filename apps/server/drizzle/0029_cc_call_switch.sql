CREATE TABLE "cc_call_reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_call_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"callid" text NOT NULL,
	"card" integer NOT NULL,
	"pin" text NOT NULL,
	"destination" text NOT NULL,
	"tariff" integer NOT NULL,
	"currency" text NOT NULL,
	"rate_source" text NOT NULL,
	"rate_id" integer,
	"rate_prefix" text,
	"rate_name" text,
	"rate_cost" numeric(12, 4) NOT NULL,
	"rate_price" numeric(12, 4) NOT NULL,
	"billing_increment" integer NOT NULL,
	"minimum_duration" integer NOT NULL,
	"max_seconds" integer NOT NULL,
	"free_seconds" integer NOT NULL,
	"amount" numeric(12, 4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"cdr" integer,
	CONSTRAINT "cc_call_reservations_domain_callid" UNIQUE("domain","callid")
);
--> statement-breakpoint
CREATE TABLE "cc_cdr_dead_letters" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cc_cdr_dead_letters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"domain" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"callid" text,
	"field" text,
	"reason" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"content_type" text DEFAULT '' NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cc_cards" ADD COLUMN "free_seconds_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "rate_source" text;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "rate_id" integer;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "rate_prefix" text;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "rate_name" text;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "rate_cost" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "rate_price" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "billing_increment" integer;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "minimum_duration" integer;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "free_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD COLUMN "granted_seconds" integer;--> statement-breakpoint
ALTER TABLE "cc_call_reservations" ADD CONSTRAINT "cc_call_reservations_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_call_reservations" ADD CONSTRAINT "cc_call_reservations_card_cc_cards_id_fk" FOREIGN KEY ("card") REFERENCES "public"."cc_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_call_reservations" ADD CONSTRAINT "cc_call_reservations_tariff_cc_tariffs_id_fk" FOREIGN KEY ("tariff") REFERENCES "public"."cc_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_call_reservations" ADD CONSTRAINT "cc_call_reservations_cdr_cc_cdrs_id_fk" FOREIGN KEY ("cdr") REFERENCES "public"."cc_cdrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cc_cdr_dead_letters" ADD CONSTRAINT "cc_cdr_dead_letters_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cc_call_reservations_card_live" ON "cc_call_reservations" USING btree ("card","expires_at") WHERE "cc_call_reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "cc_call_reservations_domain_live" ON "cc_call_reservations" USING btree ("domain","expires_at") WHERE "cc_call_reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "cc_cdr_dead_letters_domain_received_id" ON "cc_cdr_dead_letters" USING btree ("domain","received_at","id");--> statement-breakpoint
ALTER TABLE "cc_cdrs" ADD CONSTRAINT "cc_cdrs_domain_callid" UNIQUE("domain","callid");