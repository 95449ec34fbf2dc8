CREATE TABLE "sys_upload" (
	"upload_id" varchar(32) PRIMARY KEY NOT NULL,
	"object_key" varchar(255) NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sys_file_key_uq";--> statement-breakpoint
CREATE INDEX "sys_upload_time_idx" ON "sys_upload" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_file_key_idx" ON "sys_file" USING btree ("storage_key");