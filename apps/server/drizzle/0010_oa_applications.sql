CREATE TABLE "oa_become_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"post" varchar(50) DEFAULT '' NOT NULL,
	"entry_date" date,
	"become_date" date,
	"summary" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_go_out" (
	"id" serial PRIMARY KEY NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"hours" numeric(14, 2),
	"place" varchar(100) DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_quit" (
	"id" serial PRIMARY KEY NOT NULL,
	"quit_type" smallint,
	"entry_date" date,
	"quit_date" date,
	"handover_user_id" integer,
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
CREATE TABLE "oa_quit_handover" (
	"id" serial PRIMARY KEY NOT NULL,
	"quit_user_id" integer,
	"receiver_id" integer,
	"handover_date" date,
	"work_content" text DEFAULT '' NOT NULL,
	"items" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_use_car" (
	"id" serial PRIMARY KEY NOT NULL,
	"car" varchar(50) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"origin" varchar(100) DEFAULT '' NOT NULL,
	"destination" varchar(100) DEFAULT '' NOT NULL,
	"passengers" integer,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_use_seal" (
	"id" serial PRIMARY KEY NOT NULL,
	"seal_type" smallint,
	"file_name" varchar(100) DEFAULT '' NOT NULL,
	"copies" integer,
	"use_date" date,
	"purpose" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oa_work_handover" (
	"id" serial PRIMARY KEY NOT NULL,
	"receiver_id" integer,
	"handover_date" date,
	"content" text DEFAULT '' NOT NULL,
	"pending" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oa_become_member_status_idx" ON "oa_become_member" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_become_member_post_trgm_idx" ON "oa_become_member" USING gin ("post" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_become_member_post_grams_idx" ON "oa_become_member" USING gin (short_grams("post"));--> statement-breakpoint
CREATE INDEX "oa_become_member_update_time_idx" ON "oa_become_member" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_become_member_create_time_idx" ON "oa_become_member" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_become_member_owner_idx" ON "oa_become_member" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_become_member_dept_idx" ON "oa_become_member" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "oa_go_out_status_idx" ON "oa_go_out" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_go_out_place_trgm_idx" ON "oa_go_out" USING gin ("place" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_go_out_place_grams_idx" ON "oa_go_out" USING gin (short_grams("place"));--> statement-breakpoint
CREATE INDEX "oa_go_out_update_time_idx" ON "oa_go_out" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_go_out_create_time_idx" ON "oa_go_out" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_go_out_owner_idx" ON "oa_go_out" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_go_out_dept_idx" ON "oa_go_out" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "oa_quit_status_idx" ON "oa_quit" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_quit_reason_trgm_idx" ON "oa_quit" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_quit_reason_grams_idx" ON "oa_quit" USING gin (short_grams("reason"));--> statement-breakpoint
CREATE INDEX "oa_quit_update_time_idx" ON "oa_quit" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_quit_create_time_idx" ON "oa_quit" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_quit_owner_idx" ON "oa_quit" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_quit_dept_idx" ON "oa_quit" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "oa_quit_handover_status_idx" ON "oa_quit_handover" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_quit_handover_work_content_trgm_idx" ON "oa_quit_handover" USING gin ("work_content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_quit_handover_work_content_grams_idx" ON "oa_quit_handover" USING gin (short_grams("work_content"));--> statement-breakpoint
CREATE INDEX "oa_quit_handover_update_time_idx" ON "oa_quit_handover" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_quit_handover_create_time_idx" ON "oa_quit_handover" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_quit_handover_owner_idx" ON "oa_quit_handover" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_quit_handover_dept_idx" ON "oa_quit_handover" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "oa_use_car_status_idx" ON "oa_use_car" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_use_car_car_trgm_idx" ON "oa_use_car" USING gin ("car" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_use_car_car_grams_idx" ON "oa_use_car" USING gin (short_grams("car"));--> statement-breakpoint
CREATE INDEX "oa_use_car_reason_trgm_idx" ON "oa_use_car" USING gin ("reason" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_use_car_reason_grams_idx" ON "oa_use_car" USING gin (short_grams("reason"));--> statement-breakpoint
CREATE INDEX "oa_use_car_update_time_idx" ON "oa_use_car" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_use_car_create_time_idx" ON "oa_use_car" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_use_car_owner_idx" ON "oa_use_car" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_use_car_dept_idx" ON "oa_use_car" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "oa_use_seal_status_idx" ON "oa_use_seal" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_use_seal_file_name_trgm_idx" ON "oa_use_seal" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_use_seal_file_name_grams_idx" ON "oa_use_seal" USING gin (short_grams("file_name"));--> statement-breakpoint
CREATE INDEX "oa_use_seal_update_time_idx" ON "oa_use_seal" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_use_seal_create_time_idx" ON "oa_use_seal" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_use_seal_owner_idx" ON "oa_use_seal" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_use_seal_dept_idx" ON "oa_use_seal" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "oa_work_handover_status_idx" ON "oa_work_handover" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oa_work_handover_content_trgm_idx" ON "oa_work_handover" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "oa_work_handover_content_grams_idx" ON "oa_work_handover" USING gin (short_grams("content"));--> statement-breakpoint
CREATE INDEX "oa_work_handover_update_time_idx" ON "oa_work_handover" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "oa_work_handover_create_time_idx" ON "oa_work_handover" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "oa_work_handover_owner_idx" ON "oa_work_handover" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "oa_work_handover_dept_idx" ON "oa_work_handover" USING btree ("dept_id");