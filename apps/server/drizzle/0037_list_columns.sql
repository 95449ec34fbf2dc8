CREATE TABLE "sys_list_column" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"list_key" varchar(64) NOT NULL,
	"settings" jsonb NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_list_column_user_list_uq" ON "sys_list_column" USING btree ("user_id","list_key");