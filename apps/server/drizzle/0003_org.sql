CREATE TABLE "sys_user_group_member" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_group" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"group_name" varchar(64) NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_group_member_pk" ON "sys_user_group_member" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "sys_user_group_member_user_idx" ON "sys_user_group_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_user_group_parent_idx" ON "sys_user_group" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_email_uq" ON "sys_user" USING btree ("user_email") WHERE "sys_user"."user_email" <> '';