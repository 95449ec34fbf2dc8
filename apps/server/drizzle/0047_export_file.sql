ALTER TABLE "sys_export_job" ADD COLUMN "file_key" varchar(200);--> statement-breakpoint
ALTER TABLE "sys_export_job" ADD COLUMN "file_name" varchar(200);