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
CREATE TABLE "crm_team" (
	"entity" varchar(32) NOT NULL,
	"record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
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
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
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
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
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
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_oper_log_record_idx" ON "sys_oper_log" USING btree ("entity","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_team_pk" ON "crm_team" USING btree ("entity","record_id","user_id");--> statement-breakpoint
CREATE INDEX "crm_team_user_idx" ON "crm_team" USING btree ("user_id","entity");--> statement-breakpoint
CREATE INDEX "crm_clue_clue_name_idx" ON "crm_clue" USING btree ("clue_name");--> statement-breakpoint
CREATE INDEX "crm_clue_mobile_idx" ON "crm_clue" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "crm_clue_update_time_idx" ON "crm_clue" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_clue_create_time_idx" ON "crm_clue" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_clue_owner_idx" ON "crm_clue" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_clue_dept_idx" ON "crm_clue" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_contact_enterprise_id_idx" ON "crm_contact" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_contact_mobile_idx" ON "crm_contact" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "crm_contact_update_time_idx" ON "crm_contact" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_contact_create_time_idx" ON "crm_contact" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_contact_owner_idx" ON "crm_contact" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_contact_dept_idx" ON "crm_contact" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_customer_enterprise_name_idx" ON "crm_customer" USING btree ("enterprise_name");--> statement-breakpoint
CREATE INDEX "crm_customer_phone_idx" ON "crm_customer" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "crm_customer_mobile_idx" ON "crm_customer" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "crm_customer_update_time_idx" ON "crm_customer" USING btree ("update_time");--> statement-breakpoint
CREATE INDEX "crm_customer_create_time_idx" ON "crm_customer" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_owner_idx" ON "crm_customer" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "crm_customer_dept_idx" ON "crm_customer" USING btree ("dept_id");