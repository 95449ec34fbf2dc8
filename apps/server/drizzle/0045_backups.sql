CREATE TABLE "sys_backup" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"status" smallint NOT NULL,
	"trigger" smallint NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"rows" bigint DEFAULT 0 NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_backup_running_uq" ON "sys_backup" USING btree ("status") WHERE status = 1;