CREATE TABLE "oa_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"leave_type" smallint,
	"start_date" date,
	"start_half" smallint,
	"end_date" date,
	"end_half" smallint,
	"duration" numeric(14, 2),
	"reason" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oa_leave_start_date_idx" ON "oa_leave" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "oa_leave_status_idx" ON "oa_leave" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_leave_reason_trgm_idx" ON "oa_leave" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_leave_reason_grams_idx" ON "oa_leave" USING gin (short_grams("reason"));--> statement-breakpoint
CREATE INDEX "oa_leave_update_time_idx" ON "oa_leave" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_leave_create_time_idx" ON "oa_leave" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_leave_owner_idx" ON "oa_leave" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_leave_dept_idx" ON "oa_leave" USING btree ("dept_id");