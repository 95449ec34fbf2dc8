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
CREATE TABLE "sys_login_failure" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" varchar(160) NOT NULL,
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
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sys_login_failure_key_idx" ON "sys_login_failure" USING btree ("key","create_time");--> statement-breakpoint
CREATE INDEX "sys_session_user_idx" ON "sys_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_role_pk" ON "sys_user_role" USING btree ("user_id","role_id");--> statement-breakpoint
CREATE INDEX "sys_user_role_role_idx" ON "sys_user_role" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_phone_uq" ON "sys_user" USING btree ("user_phone");--> statement-breakpoint
CREATE INDEX "sys_user_name_idx" ON "sys_user" USING btree ("user_name");--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");