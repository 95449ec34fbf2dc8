DROP TABLE "office_schedule_reminder" CASCADE;--> statement-breakpoint
DROP INDEX "sys_reminder_sent_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "sys_reminder_sent_uq" ON "sys_reminder_sent" USING btree ("kind","entity","record_id","occasion","user_id");