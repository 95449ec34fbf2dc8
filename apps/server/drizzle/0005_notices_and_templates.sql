CREATE TABLE "sys_notice_read" (
	"notice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_legal_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"category" smallint,
	"status" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"publish_status" smallint,
	"is_top" smallint,
	"publish_time" timestamp with time zone,
	"expire_date" date,
	"visible_dept_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_remark_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) DEFAULT '' NOT NULL,
	"category" smallint,
	"status" smallint,
	"sort" integer,
	"content" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_notice_read_pk" ON "sys_notice_read" USING btree ("user_id","notice_id");--> statement-breakpoint
CREATE INDEX "sys_notice_read_notice_idx" ON "sys_notice_read" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "sys_legal_template_category_idx" ON "sys_legal_template" USING btree ("category");--> statement-breakpoint
CREATE INDEX "sys_legal_template_name_trgm_idx" ON "sys_legal_template" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_legal_template_name_grams_idx" ON "sys_legal_template" USING gin (short_grams("name"));--> statement-breakpoint
CREATE INDEX "sys_legal_template_update_time_idx" ON "sys_legal_template" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "sys_legal_template_create_time_idx" ON "sys_legal_template" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "sys_notice_publish_status_idx" ON "sys_notice" USING btree ("publish_status");--> statement-breakpoint
CREATE INDEX "sys_notice_title_trgm_idx" ON "sys_notice" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_notice_title_grams_idx" ON "sys_notice" USING gin (short_grams("title"));--> statement-breakpoint
CREATE INDEX "sys_notice_update_time_idx" ON "sys_notice" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "sys_notice_create_time_idx" ON "sys_notice" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "sys_remark_template_category_idx" ON "sys_remark_template" USING btree ("category");--> statement-breakpoint
CREATE INDEX "sys_remark_template_name_trgm_idx" ON "sys_remark_template" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sys_remark_template_name_grams_idx" ON "sys_remark_template" USING gin (short_grams("name"));--> statement-breakpoint
CREATE INDEX "sys_remark_template_update_time_idx" ON "sys_remark_template" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "sys_remark_template_create_time_idx" ON "sys_remark_template" USING btree ("create_time","id");