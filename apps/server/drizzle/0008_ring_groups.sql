CREATE TABLE "ring_group_destinations" (
	"ring_group_destination_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ring_group_uuid" uuid NOT NULL,
	"destination_number" text NOT NULL,
	"destination_delay" integer DEFAULT 0 NOT NULL,
	"destination_timeout" integer DEFAULT 30 NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ring_group_destinations_group_number" UNIQUE("ring_group_uuid","destination_number")
);
--> statement-breakpoint
ALTER TABLE "ring_groups" ADD COLUMN "ring_group_timeout_action_name" text;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD COLUMN "ring_group_timeout_action_value" text;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD COLUMN "ring_group_timeout_app" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD COLUMN "ring_group_timeout_data" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD COLUMN "ring_group_forward_destination" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD COLUMN "ring_group_forward_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ring_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("ring_group_extension" || ' ' || "ring_group_name" || ' ' || "ring_group_caller_id_name" || ' ' || "ring_group_caller_id_number")) STORED;--> statement-breakpoint
ALTER TABLE "ring_group_destinations" ADD CONSTRAINT "ring_group_destinations_ring_group_uuid_ring_groups_ring_group_uuid_fk" FOREIGN KEY ("ring_group_uuid") REFERENCES "public"."ring_groups"("ring_group_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ring_groups_domain_insert_date_uuid" ON "ring_groups" USING btree ("domain","insert_date","ring_group_uuid");--> statement-breakpoint
CREATE INDEX "ring_groups_search_text_trgm" ON "ring_groups" USING gin ("search_text" gin_trgm_ops);