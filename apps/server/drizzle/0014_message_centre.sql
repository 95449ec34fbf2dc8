ALTER TABLE "sys_notification" ADD COLUMN "message_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_notification" ADD COLUMN "channel" varchar(32) DEFAULT 'event' NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_notification_type_idx" ON "sys_notification" USING btree ("user_id","message_type","status");