CREATE TABLE "contact_phones" (
	"contact_phone_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_uuid" uuid NOT NULL,
	"phone_label" text NOT NULL,
	"phone_number" text NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_phones_contact_label_number" UNIQUE("contact_uuid","phone_label","phone_number")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"contact_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"contact_type" text NOT NULL,
	"contact_name_given" text NOT NULL,
	"insert_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_extensions" (
	"user_uuid" uuid NOT NULL,
	"extension_uuid" uuid NOT NULL,
	"extension_user_insert_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_extensions_user_uuid_extension_uuid_pk" PRIMARY KEY("user_uuid","extension_uuid")
);
--> statement-breakpoint
ALTER TABLE "contact_phones" ADD CONSTRAINT "contact_phones_contact_uuid_contacts_contact_uuid_fk" FOREIGN KEY ("contact_uuid") REFERENCES "public"."contacts"("contact_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_domain_environments_domain_fk" FOREIGN KEY ("domain") REFERENCES "public"."environments"("domain") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_extensions" ADD CONSTRAINT "user_extensions_user_uuid_users_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("user_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_extensions" ADD CONSTRAINT "user_extensions_extension_uuid_extensions_extension_uuid_fk" FOREIGN KEY ("extension_uuid") REFERENCES "public"."extensions"("extension_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_phones_number_trgm" ON "contact_phones" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_domain_insert_date_uuid" ON "contacts" USING btree ("domain","insert_date","contact_uuid");--> statement-breakpoint
CREATE INDEX "contacts_name_trgm" ON "contacts" USING gin (lower("contact_name_given") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_extensions_extension" ON "user_extensions" USING btree ("extension_uuid");--> statement-breakpoint
CREATE INDEX "users_domain_insert_date_uuid" ON "users" USING btree ("domain","insert_date","user_uuid");