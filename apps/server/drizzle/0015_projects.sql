CREATE TABLE "pm_project" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_name" varchar(100) DEFAULT '' NOT NULL,
	"project_no" varchar(32) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"status" smallint,
	"priority" smallint,
	"start_date" date,
	"end_date" date,
	"budget" numeric(14, 2),
	"description" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pm_project_enterprise_id_idx" ON "pm_project" USING btree ("enterprise_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pm_project_project_name_uq" ON "pm_project" USING btree ("project_name");--> statement-breakpoint
CREATE INDEX "pm_project_project_name_trgm_idx" ON "pm_project" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pm_project_project_name_grams_idx" ON "pm_project" USING gin (short_grams("project_name"));--> statement-breakpoint
CREATE INDEX "pm_project_project_no_trgm_idx" ON "pm_project" USING gin ("project_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pm_project_project_no_grams_idx" ON "pm_project" USING gin (short_grams("project_no"));--> statement-breakpoint
CREATE INDEX "pm_project_update_time_idx" ON "pm_project" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "pm_project_create_time_idx" ON "pm_project" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "pm_project_owner_idx" ON "pm_project" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "pm_project_dept_idx" ON "pm_project" USING btree ("dept_id");