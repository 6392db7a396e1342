CREATE TABLE "acc" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" varchar(16) DEFAULT '' NOT NULL,
	"from_tag" varchar(128) DEFAULT '' NOT NULL,
	"to_tag" varchar(128) DEFAULT '' NOT NULL,
	"callid" varchar(255) DEFAULT '' NOT NULL,
	"sip_code" varchar(3) DEFAULT '' NOT NULL,
	"sip_reason" varchar(128) DEFAULT '' NOT NULL,
	"time" timestamp NOT NULL,
	"src_user" varchar(64) DEFAULT '' NOT NULL,
	"src_domain" varchar(128) DEFAULT '' NOT NULL,
	"src_ip" varchar(64) DEFAULT '' NOT NULL,
	"dst_user" varchar(64) DEFAULT '' NOT NULL,
	"dst_domain" varchar(128) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acc_cdrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_time" timestamp DEFAULT '2000-01-01 00:00:00' NOT NULL,
	"end_time" timestamp DEFAULT '2000-01-01 00:00:00' NOT NULL,
	"duration" real DEFAULT 0 NOT NULL,
	"callid" varchar(255) DEFAULT '' NOT NULL,
	"src_user" varchar(64) DEFAULT '' NOT NULL,
	"src_domain" varchar(128) DEFAULT '' NOT NULL,
	"dst_user" varchar(64) DEFAULT '' NOT NULL,
	"dst_domain" varchar(128) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dialog" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash_entry" integer NOT NULL,
	"hash_id" integer NOT NULL,
	"callid" varchar(255) NOT NULL,
	"from_uri" varchar(255) NOT NULL,
	"from_tag" varchar(128) NOT NULL,
	"to_uri" varchar(255) NOT NULL,
	"to_tag" varchar(128) NOT NULL,
	"caller_cseq" varchar(20) NOT NULL,
	"callee_cseq" varchar(20) NOT NULL,
	"caller_route_set" varchar(512),
	"callee_route_set" varchar(512),
	"caller_contact" varchar(255) NOT NULL,
	"callee_contact" varchar(255) NOT NULL,
	"caller_sock" varchar(64) NOT NULL,
	"callee_sock" varchar(64) NOT NULL,
	"state" integer NOT NULL,
	"start_time" integer NOT NULL,
	"timeout" integer DEFAULT 0 NOT NULL,
	"sflags" integer DEFAULT 0 NOT NULL,
	"iflags" integer DEFAULT 0 NOT NULL,
	"toroute_name" varchar(32),
	"req_uri" varchar(255) NOT NULL,
	"xdata" varchar(512)
);
--> statement-breakpoint
CREATE TABLE "dialog_vars" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash_entry" integer NOT NULL,
	"hash_id" integer NOT NULL,
	"dialog_key" varchar(128) NOT NULL,
	"dialog_value" varchar(512) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruid" varchar(64) DEFAULT '' NOT NULL,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"domain" varchar(64),
	"contact" varchar(512) DEFAULT '' NOT NULL,
	"received" varchar(128),
	"path" varchar(512),
	"expires" timestamp DEFAULT '2030-05-28 21:32:15' NOT NULL,
	"q" real DEFAULT 1 NOT NULL,
	"callid" varchar(255) DEFAULT 'Default-Call-ID' NOT NULL,
	"cseq" integer DEFAULT 1 NOT NULL,
	"last_modified" timestamp DEFAULT '2000-01-01 00:00:01' NOT NULL,
	"flags" integer DEFAULT 0 NOT NULL,
	"cflags" integer DEFAULT 0 NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"socket" varchar(64),
	"methods" integer,
	"instance" varchar(255),
	"reg_id" integer DEFAULT 0 NOT NULL,
	"server_id" integer DEFAULT 0 NOT NULL,
	"connection_id" integer DEFAULT 0 NOT NULL,
	"keepalive" integer DEFAULT 0 NOT NULL,
	"partition" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "location_ruid_idx" UNIQUE("ruid")
);
--> statement-breakpoint
CREATE TABLE "location_attrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ruid" varchar(64) DEFAULT '' NOT NULL,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"domain" varchar(64),
	"aname" varchar(64) DEFAULT '' NOT NULL,
	"atype" integer DEFAULT 0 NOT NULL,
	"avalue" varchar(512) DEFAULT '' NOT NULL,
	"last_modified" timestamp DEFAULT '2000-01-01 00:00:01' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missed_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" varchar(16) DEFAULT '' NOT NULL,
	"from_tag" varchar(128) DEFAULT '' NOT NULL,
	"to_tag" varchar(128) DEFAULT '' NOT NULL,
	"callid" varchar(255) DEFAULT '' NOT NULL,
	"sip_code" varchar(3) DEFAULT '' NOT NULL,
	"sip_reason" varchar(128) DEFAULT '' NOT NULL,
	"time" timestamp NOT NULL,
	"src_user" varchar(64) DEFAULT '' NOT NULL,
	"src_domain" varchar(128) DEFAULT '' NOT NULL,
	"src_ip" varchar(64) DEFAULT '' NOT NULL,
	"dst_user" varchar(64) DEFAULT '' NOT NULL,
	"dst_domain" varchar(128) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(64) DEFAULT '' NOT NULL,
	"domain" varchar(64) DEFAULT '' NOT NULL,
	"password" varchar(64) DEFAULT '' NOT NULL,
	"ha1" varchar(128) DEFAULT '' NOT NULL,
	"ha1b" varchar(128) DEFAULT '' NOT NULL,
	"extension_uuid" uuid NOT NULL,
	CONSTRAINT "subscriber_account_idx" UNIQUE("username","domain"),
	CONSTRAINT "subscriber_extension_uuid" UNIQUE("extension_uuid")
);
--> statement-breakpoint
CREATE TABLE "version" (
	"id" serial PRIMARY KEY NOT NULL,
	"table_name" varchar(32) NOT NULL,
	"table_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "version_table_name_idx" UNIQUE("table_name")
);
--> statement-breakpoint
ALTER TABLE "extensions" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriber" ADD CONSTRAINT "subscriber_extension_uuid_extensions_extension_uuid_fk" FOREIGN KEY ("extension_uuid") REFERENCES "public"."extensions"("extension_uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acc_callid_idx" ON "acc" USING btree ("callid");--> statement-breakpoint
CREATE INDEX "acc_cdrs_start_time_idx" ON "acc_cdrs" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "acc_cdrs_dst_domain_start" ON "acc_cdrs" USING btree ("dst_domain","start_time");--> statement-breakpoint
CREATE INDEX "dialog_hash_idx" ON "dialog" USING btree ("hash_entry","hash_id");--> statement-breakpoint
CREATE INDEX "dialog_vars_hash_idx" ON "dialog_vars" USING btree ("hash_entry","hash_id");--> statement-breakpoint
CREATE INDEX "location_account_contact_idx" ON "location" USING btree ("username","domain","contact");--> statement-breakpoint
CREATE INDEX "location_expires_idx" ON "location" USING btree ("expires");--> statement-breakpoint
CREATE INDEX "location_tcpcon_idx" ON "location" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "location_connection_idx" ON "location" USING btree ("server_id","connection_id");--> statement-breakpoint
CREATE INDEX "location_attrs_account_record_idx" ON "location_attrs" USING btree ("username","domain","ruid");--> statement-breakpoint
CREATE INDEX "location_attrs_last_modified_idx" ON "location_attrs" USING btree ("last_modified");--> statement-breakpoint
CREATE INDEX "missed_calls_callid_idx" ON "missed_calls" USING btree ("callid");--> statement-breakpoint
CREATE INDEX "subscriber_username_idx" ON "subscriber" USING btree ("username");