CREATE TABLE "crm_channel" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel_name" varchar(100) DEFAULT '' NOT NULL,
	"channel_type" smallint,
	"channel_level" smallint,
	"cooperation_status" smallint,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_channel_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"channel_id" integer,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"position" varchar(50) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_channel_demand" (
	"id" serial PRIMARY KEY NOT NULL,
	"demand_title" varchar(100) DEFAULT '' NOT NULL,
	"channel_id" integer,
	"demand_type" smallint,
	"status" smallint,
	"expect_date" date,
	"content" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_complaint" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"complaint_type" smallint,
	"level" smallint,
	"status" smallint,
	"handler_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_inquiry" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"source" smallint,
	"status" smallint,
	"content" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_market" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_name" varchar(100) DEFAULT '' NOT NULL,
	"activity_type" smallint,
	"status" smallint,
	"start_date" date,
	"end_date" date,
	"place" varchar(200) DEFAULT '' NOT NULL,
	"budget" numeric(14, 2),
	"actual_cost" numeric(14, 2),
	"expected_clues" integer,
	"content" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_visit_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(200) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"visit_time" timestamp with time zone,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"status" smallint,
	"result" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_channel_channel_name_idx" ON "crm_channel" USING btree ("channel_name");--> statement-breakpoint
CREATE INDEX "crm_channel_update_time_idx" ON "crm_channel" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_channel_create_time_idx" ON "crm_channel" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_channel_owner_idx" ON "crm_channel" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_channel_dept_idx" ON "crm_channel" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_channel_id_idx" ON "crm_channel_contact" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_update_time_idx" ON "crm_channel_contact" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_create_time_idx" ON "crm_channel_contact" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_owner_idx" ON "crm_channel_contact" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_dept_idx" ON "crm_channel_contact" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_channel_id_idx" ON "crm_channel_demand" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_update_time_idx" ON "crm_channel_demand" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_create_time_idx" ON "crm_channel_demand" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_owner_idx" ON "crm_channel_demand" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_dept_idx" ON "crm_channel_demand" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_complaint_enterprise_id_idx" ON "crm_complaint" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_complaint_update_time_idx" ON "crm_complaint" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_complaint_create_time_idx" ON "crm_complaint" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_complaint_owner_idx" ON "crm_complaint" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_complaint_dept_idx" ON "crm_complaint" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_update_time_idx" ON "crm_inquiry" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_inquiry_create_time_idx" ON "crm_inquiry" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_inquiry_owner_idx" ON "crm_inquiry" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_dept_idx" ON "crm_inquiry" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_market_update_time_idx" ON "crm_market" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_market_create_time_idx" ON "crm_market" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_market_owner_idx" ON "crm_market" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_market_dept_idx" ON "crm_market" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_enterprise_id_idx" ON "crm_visit_plan" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_update_time_idx" ON "crm_visit_plan" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_create_time_idx" ON "crm_visit_plan" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_owner_idx" ON "crm_visit_plan" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_dept_idx" ON "crm_visit_plan" USING btree ("dept_id");