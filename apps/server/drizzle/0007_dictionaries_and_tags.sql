CREATE TABLE "sys_option" (
	"option_id" serial PRIMARY KEY NOT NULL,
	"group_key" varchar(32) NOT NULL,
	"value" smallint NOT NULL,
	"label" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tag_group" (
	"group_id" serial PRIMARY KEY NOT NULL,
	"group_name" varchar(64) NOT NULL,
	"color" varchar(16) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_tag" (
	"tag_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"tag_name" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "tags" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_contact" ADD COLUMN "tags" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "tags" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_option_value_uq" ON "sys_option" USING btree ("group_key","value");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_option_label_uq" ON "sys_option" USING btree ("group_key","label");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_tag_group_name_uq" ON "sys_tag_group" USING btree ("group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_tag_name_uq" ON "sys_tag" USING btree ("group_id","tag_name");--> statement-breakpoint
CREATE INDEX "crm_clue_tags_gin_idx" ON "crm_clue" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "crm_contact_tags_gin_idx" ON "crm_contact" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "crm_customer_tags_gin_idx" ON "crm_customer" USING gin ("tags");