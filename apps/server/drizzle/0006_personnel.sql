CREATE TABLE "hr_property_handover" (
	"handover_id" serial PRIMARY KEY NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"handover_date" date NOT NULL,
	"items" jsonb NOT NULL,
	"reason" varchar(500) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"confirm_time" timestamp with time zone,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_worker" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_number" varchar(32) DEFAULT '' NOT NULL,
	"user_id" integer,
	"dept_id" integer,
	"position" varchar(64) DEFAULT '' NOT NULL,
	"ranks" varchar(64) DEFAULT '' NOT NULL,
	"employment_type" smallint,
	"status" smallint,
	"entry_date" date,
	"regular_date" date,
	"contract_start_date" date,
	"contract_end_date" date,
	"id_card" varchar(18) DEFAULT '' NOT NULL,
	"gender" smallint,
	"birthday" date,
	"education" smallint,
	"emergency_contact" varchar(50) DEFAULT '' NOT NULL,
	"emergency_phone" varchar(32) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hr_property_handover_to_idx" ON "hr_property_handover" USING btree ("to_user_id","status");--> statement-breakpoint
CREATE INDEX "hr_property_handover_from_idx" ON "hr_property_handover" USING btree ("from_user_id");--> statement-breakpoint
CREATE INDEX "hr_property_handover_date_idx" ON "hr_property_handover" USING btree ("handover_date");--> statement-breakpoint
CREATE INDEX "hr_worker_dept_id_idx" ON "hr_worker" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_worker_job_number_uq" ON "hr_worker" USING btree ("job_number");--> statement-breakpoint
CREATE UNIQUE INDEX "hr_worker_user_id_uq" ON "hr_worker" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hr_worker_job_number_trgm_idx" ON "hr_worker" USING gin ("job_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hr_worker_job_number_grams_idx" ON "hr_worker" USING gin (short_grams("job_number"));--> statement-breakpoint
CREATE INDEX "hr_worker_position_trgm_idx" ON "hr_worker" USING gin ("position" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hr_worker_position_grams_idx" ON "hr_worker" USING gin (short_grams("position"));--> statement-breakpoint
CREATE INDEX "hr_worker_update_time_idx" ON "hr_worker" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "hr_worker_create_time_idx" ON "hr_worker" USING btree ("create_time","id");