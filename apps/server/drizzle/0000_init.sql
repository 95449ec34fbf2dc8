CREATE TABLE "sys_dept" (
	"dept_id" serial PRIMARY KEY NOT NULL,
	"dept_name" varchar(64) NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"manager_id" integer DEFAULT 0 NOT NULL,
	"menu_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_download" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(255) NOT NULL,
	"ext" varchar(20) DEFAULT '' NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"mime" varchar(100) DEFAULT 'application/octet-stream' NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"hash" varchar(64) DEFAULT '' NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_follow_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"follow_id" integer NOT NULL,
	"content" varchar(1000) NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"follow_type" smallint NOT NULL,
	"follow_time" timestamp with time zone NOT NULL,
	"next_follow_time" timestamp with time zone,
	"next_follow_content" varchar(500) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_id" integer,
	"attachment_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_failure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(160) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oper_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"diff" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"role_id" serial PRIMARY KEY NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"node_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"data_scope" smallint DEFAULT 1 NOT NULL,
	"scope_dept_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_setting" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_team" (
	"entity" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"user_name" varchar(64) NOT NULL,
	"user_phone" varchar(32) NOT NULL,
	"user_email" varchar(128) DEFAULT '' NOT NULL,
	"user_pwd" text NOT NULL,
	"nick_name" varchar(64) DEFAULT '' NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"job_number" varchar(32) DEFAULT '' NOT NULL,
	"ranks" varchar(64) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"role" smallint DEFAULT 1 NOT NULL,
	"manager_id" integer DEFAULT 0 NOT NULL,
	"is_leader" smallint DEFAULT 1 NOT NULL,
	"social_plan_id" integer DEFAULT 0 NOT NULL,
	"avatar_url" varchar(512) DEFAULT '' NOT NULL,
	"valid_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
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
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
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
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_clue" (
	"id" serial PRIMARY KEY NOT NULL,
	"clue_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"source" smallint,
	"industry" smallint,
	"level" smallint,
	"status" smallint,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"next_follow_time" timestamp with time zone,
	"last_follow_time" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"in_pool" smallint,
	"pool_time" timestamp with time zone,
	"pool_reason" varchar(200) DEFAULT '' NOT NULL,
	"pool_exempt" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
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
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"position" varchar(50) DEFAULT '' NOT NULL,
	"is_decision_maker" smallint,
	"gender" smallint,
	"birthday" date,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"next_follow_time" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_customer" (
	"id" serial PRIMARY KEY NOT NULL,
	"enterprise_name" varchar(100) DEFAULT '' NOT NULL,
	"source" smallint,
	"industry" smallint,
	"level" smallint,
	"deal_status" smallint,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"mobile" varchar(32) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"next_follow_time" timestamp with time zone,
	"last_follow_time" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"in_pool" smallint,
	"pool_time" timestamp with time zone,
	"pool_reason" varchar(200) DEFAULT '' NOT NULL,
	"pool_exempt" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
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
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
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
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
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
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_key_uq" ON "sys_file" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "sys_file_hash_idx" ON "sys_file" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "crm_follow_comment_follow_idx" ON "crm_follow_comment" USING btree ("follow_id");--> statement-breakpoint
CREATE INDEX "crm_follow_record_idx" ON "crm_follow" USING btree ("entity","record_id","follow_time");--> statement-breakpoint
CREATE INDEX "crm_follow_next_idx" ON "crm_follow" USING btree ("next_follow_time");--> statement-breakpoint
CREATE INDEX "sys_login_failure_key_idx" ON "sys_login_failure" USING btree ("key","create_time");--> statement-breakpoint
CREATE INDEX "sys_oper_log_record_idx" ON "sys_oper_log" USING btree ("entity","record_id","id");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_team_pk" ON "crm_team" USING btree ("entity","record_id","user_id");--> statement-breakpoint
CREATE INDEX "crm_team_user_idx" ON "crm_team" USING btree ("user_id","entity");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_role_pk" ON "sys_user_role" USING btree ("user_id","role_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_phone_uq" ON "sys_user" USING btree ("user_phone");--> statement-breakpoint
CREATE INDEX "sys_user_name_idx" ON "sys_user" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_channel_channel_name_idx" ON "crm_channel" USING btree ("channel_name");--> statement-breakpoint
CREATE INDEX "crm_channel_update_time_idx" ON "crm_channel" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_create_time_idx" ON "crm_channel" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_owner_idx" ON "crm_channel" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_channel_dept_idx" ON "crm_channel" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_channel_id_idx" ON "crm_channel_contact" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_update_time_idx" ON "crm_channel_contact" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_create_time_idx" ON "crm_channel_contact" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_owner_idx" ON "crm_channel_contact" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_dept_idx" ON "crm_channel_contact" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_channel_id_idx" ON "crm_channel_demand" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_update_time_idx" ON "crm_channel_demand" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_create_time_idx" ON "crm_channel_demand" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_owner_idx" ON "crm_channel_demand" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_dept_idx" ON "crm_channel_demand" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_clue_clue_name_idx" ON "crm_clue" USING btree ("clue_name");--> statement-breakpoint
CREATE INDEX "crm_clue_mobile_idx" ON "crm_clue" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "crm_clue_in_pool_idx" ON "crm_clue" USING btree ("in_pool");--> statement-breakpoint
CREATE INDEX "crm_clue_update_time_idx" ON "crm_clue" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_clue_create_time_idx" ON "crm_clue" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_clue_owner_idx" ON "crm_clue" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_clue_dept_idx" ON "crm_clue" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_complaint_enterprise_id_idx" ON "crm_complaint" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_complaint_update_time_idx" ON "crm_complaint" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_complaint_create_time_idx" ON "crm_complaint" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_complaint_owner_idx" ON "crm_complaint" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_complaint_dept_idx" ON "crm_complaint" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_contact_enterprise_id_idx" ON "crm_contact" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_contact_mobile_idx" ON "crm_contact" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "crm_contact_update_time_idx" ON "crm_contact" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contact_create_time_idx" ON "crm_contact" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_contact_owner_idx" ON "crm_contact" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_contact_dept_idx" ON "crm_contact" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_customer_enterprise_name_idx" ON "crm_customer" USING btree ("enterprise_name");--> statement-breakpoint
CREATE INDEX "crm_customer_phone_idx" ON "crm_customer" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "crm_customer_mobile_idx" ON "crm_customer" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "crm_customer_in_pool_idx" ON "crm_customer" USING btree ("in_pool");--> statement-breakpoint
CREATE INDEX "crm_customer_update_time_idx" ON "crm_customer" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_create_time_idx" ON "crm_customer" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_owner_idx" ON "crm_customer" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_customer_dept_idx" ON "crm_customer" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_update_time_idx" ON "crm_inquiry" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_create_time_idx" ON "crm_inquiry" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_owner_idx" ON "crm_inquiry" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_dept_idx" ON "crm_inquiry" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_market_update_time_idx" ON "crm_market" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_market_create_time_idx" ON "crm_market" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_market_owner_idx" ON "crm_market" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_market_dept_idx" ON "crm_market" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_enterprise_id_idx" ON "crm_visit_plan" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_update_time_idx" ON "crm_visit_plan" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_create_time_idx" ON "crm_visit_plan" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_owner_idx" ON "crm_visit_plan" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_dept_idx" ON "crm_visit_plan" USING btree ("dept_id");