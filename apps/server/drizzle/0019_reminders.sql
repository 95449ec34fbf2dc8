CREATE TABLE "sys_reminder_sent" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(32) NOT NULL,
	"entity" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"occasion" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_reminder_sent_uq" ON "sys_reminder_sent" USING btree ("kind","entity","record_id","occasion");