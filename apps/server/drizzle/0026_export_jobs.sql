CREATE TABLE "sys_export_job" (
	"user_id" integer NOT NULL,
	"job_key" varchar(64) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_export_job_user_id_job_key_pk" PRIMARY KEY("user_id","job_key")
);
--> statement-breakpoint
CREATE INDEX "sys_export_job_time_idx" ON "sys_export_job" USING btree ("create_time");