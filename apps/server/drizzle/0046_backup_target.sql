ALTER TABLE "sys_backup" ADD COLUMN "target" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_backup" ADD COLUMN "storage_key" varchar(200);