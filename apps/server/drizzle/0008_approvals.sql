CREATE TABLE "flow_run_step" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"type" smallint NOT NULL,
	"settype" smallint DEFAULT 0 NOT NULL,
	"select_range" smallint NOT NULL,
	"source" varchar(1000) DEFAULT '' NOT NULL,
	"mode" smallint DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" varchar(1000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_run" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"flow_type" smallint NOT NULL,
	"detail_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"initiator_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"condition" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_step_user" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"step_no" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reason" varchar(1000) DEFAULT '' NOT NULL,
	"examine_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_template_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"flow_type" smallint NOT NULL,
	"enabled" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_type" varchar(32) NOT NULL,
	"business_id" integer NOT NULL,
	"title" varchar(255) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flow_run_step_uq" ON "flow_run_step" USING btree ("run_id","step_no");--> statement-breakpoint
CREATE INDEX "flow_run_record_idx" ON "flow_run" USING btree ("flow_type","detail_id","run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_run_running_uq" ON "flow_run" USING btree ("flow_type","detail_id") WHERE "flow_run"."status" = 1;--> statement-breakpoint
CREATE INDEX "flow_run_initiator_idx" ON "flow_run" USING btree ("initiator_id","run_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_step_user_uq" ON "flow_step_user" USING btree ("run_id","step_no","user_id");--> statement-breakpoint
CREATE INDEX "flow_step_user_user_idx" ON "flow_step_user" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_template_version_uq" ON "flow_template_version" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_template_type_uq" ON "flow_template" USING btree ("flow_type");--> statement-breakpoint
CREATE INDEX "sys_notification_user_idx" ON "sys_notification" USING btree ("user_id","status","id");