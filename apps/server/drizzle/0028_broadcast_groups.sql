CREATE TABLE "broadcast_groups" (
	"domain" text NOT NULL,
	"group_number" integer NOT NULL,
	"group_name" text NOT NULL,
	"group_color" text DEFAULT 'red' NOT NULL,
	"edit_roles" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_groups_pkey" PRIMARY KEY("domain","group_number")
);
--> statement-breakpoint
CREATE TABLE "broadcast_members" (
	"domain" text NOT NULL,
	"group_number" integer NOT NULL,
	"extension" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broadcast_members_pkey" PRIMARY KEY("domain","group_number","extension")
);
--> statement-breakpoint
CREATE TABLE "directory_entries" (
	"domain" text NOT NULL,
	"number" text NOT NULL,
	"app_number" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"owner" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"contact_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_entries_pkey" PRIMARY KEY("domain","number")
);
--> statement-breakpoint
ALTER TABLE "broadcast_groups" ADD CONSTRAINT "broadcast_groups_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_members" ADD CONSTRAINT "broadcast_members_group_fk" FOREIGN KEY ("domain","group_number") REFERENCES "public"."broadcast_groups"("domain","group_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_contact_uuid_contacts_contact_uuid_fk" FOREIGN KEY ("contact_uuid") REFERENCES "public"."contacts"("contact_uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Groups, members and directory entries are configuration: audited like every write (migration 0021's
-- portside_audit, field names only).
CREATE TRIGGER "broadcast_groups_audit" AFTER INSERT OR UPDATE OR DELETE ON "broadcast_groups" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('domain', 'group_number');
--> statement-breakpoint
CREATE TRIGGER "broadcast_members_audit" AFTER INSERT OR UPDATE OR DELETE ON "broadcast_members" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('group_number', 'extension');
--> statement-breakpoint
CREATE TRIGGER "directory_entries_audit" AFTER INSERT OR UPDATE OR DELETE ON "directory_entries" FOR EACH ROW
  WHEN (coalesce(current_setting('portside.audit', true), '') <> '')
  EXECUTE FUNCTION portside_audit('domain', 'number');
