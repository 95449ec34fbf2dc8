CREATE TABLE "office_schedule_reminder" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"sent_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"participant_ids" integer[] DEFAULT '{}' NOT NULL,
	"location" varchar(100) DEFAULT '' NOT NULL,
	"remark" varchar(1000) DEFAULT '' NOT NULL,
	"remind_minutes" integer DEFAULT 0 NOT NULL,
	"repeat_rule" varchar(10) DEFAULT 'none' NOT NULL,
	"repeat_until" date,
	"customer_id" integer DEFAULT 0 NOT NULL,
	"project_id" integer DEFAULT 0 NOT NULL,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_task_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" varchar(1000) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_task_subtask" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_task" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"assignee_id" integer NOT NULL,
	"participant_ids" integer[] DEFAULT '{}' NOT NULL,
	"start_time" timestamp with time zone,
	"due_time" timestamp with time zone,
	"priority" smallint DEFAULT 2 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attachments" integer[] DEFAULT '{}' NOT NULL,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "office_schedule_reminder_once" ON "office_schedule_reminder" USING btree ("schedule_id","occurrence_start");--> statement-breakpoint
CREATE INDEX "office_schedule_creator_idx" ON "office_schedule" USING btree ("create_user_id");--> statement-breakpoint
CREATE INDEX "office_schedule_start_idx" ON "office_schedule" USING btree ("start_time");--> statement-breakpoint
CREATE INDEX "office_task_comment_task_idx" ON "office_task_comment" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "office_task_subtask_task_idx" ON "office_task_subtask" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "office_task_assignee_idx" ON "office_task" USING btree ("assignee_id","status");--> statement-breakpoint
CREATE INDEX "office_task_creator_idx" ON "office_task" USING btree ("create_user_id");