CREATE TABLE "office_report_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" varchar(500) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_report_recipient" (
	"report_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_time" timestamp with time zone,
	CONSTRAINT "office_report_recipient_report_id_user_id_pk" PRIMARY KEY("report_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "office_report_rule" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"dept_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"recipient_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" smallint NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"user_id" integer NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"work_content" text DEFAULT '' NOT NULL,
	"plan_content" text DEFAULT '' NOT NULL,
	"help_content" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "office_report_comment_report_idx" ON "office_report_comment" USING btree ("report_id","id");--> statement-breakpoint
CREATE INDEX "office_report_recipient_user_idx" ON "office_report_recipient" USING btree ("user_id","read_time");--> statement-breakpoint
CREATE UNIQUE INDEX "office_report_period_uq" ON "office_report" USING btree ("user_id","type","period_start");--> statement-breakpoint
CREATE INDEX "office_report_dept_idx" ON "office_report" USING btree ("dept_id","period_start");--> statement-breakpoint
CREATE INDEX "office_report_period_idx" ON "office_report" USING btree ("type","period_start");