CREATE TABLE "sys_download" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"ext" varchar(20) DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"mime" varchar(100) DEFAULT 'application/octet-stream' NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"hash" varchar(64) DEFAULT '' NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_follow_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_id" integer NOT NULL,
	"content" varchar(1000) NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"follow_type" smallint NOT NULL,
	"follow_time" timestamp with time zone NOT NULL,
	"next_follow_time" timestamp with time zone,
	"next_follow_content" varchar(500) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_id" integer,
	"attachment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_key_uq" ON "sys_file" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sys_file_hash_idx" ON "sys_file" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "crm_follow_comment_follow_idx" ON "crm_follow_comment" USING btree ("follow_id");--> statement-breakpoint
CREATE INDEX "crm_follow_record_idx" ON "crm_follow" USING btree ("entity","record_id","follow_time");--> statement-breakpoint
CREATE INDEX "crm_follow_next_idx" ON "crm_follow" USING btree ("next_follow_time");