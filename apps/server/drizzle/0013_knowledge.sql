CREATE TABLE "know_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"summary" varchar(300) DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}' NOT NULL,
	"is_top" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"create_user_id" integer NOT NULL,
	"update_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_time" timestamp with time zone,
	"deleted_by" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "know_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "know_article_category_idx" ON "know_article" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "know_article_deleted_idx" ON "know_article" USING btree ("deleted_time");--> statement-breakpoint
CREATE INDEX "know_category_parent_idx" ON "know_category" USING btree ("parent_id");