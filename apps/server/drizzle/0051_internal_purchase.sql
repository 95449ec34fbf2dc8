CREATE TABLE "pur_requisition" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) DEFAULT '' NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"project_id" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" numeric(14, 2),
	"need_date" date,
	"status" smallint,
	"handle_status" smallint,
	"purchase_id" integer,
	"handle_remark" varchar(200) DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pur_requisition_project_id_idx" ON "pur_requisition" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "pur_requisition_amount_sort_idx" ON "pur_requisition" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "pur_requisition_need_date_sort_idx" ON "pur_requisition" USING btree ("need_date","id");--> statement-breakpoint
CREATE INDEX "pur_requisition_status_idx" ON "pur_requisition" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_requisition_code_uq" ON "pur_requisition" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pur_requisition_code_trgm_idx" ON "pur_requisition" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_requisition_code_grams_idx" ON "pur_requisition" USING gin (short_grams("code"));--> statement-breakpoint
CREATE INDEX "pur_requisition_title_trgm_idx" ON "pur_requisition" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_requisition_title_grams_idx" ON "pur_requisition" USING gin (short_grams("title"));--> statement-breakpoint
CREATE INDEX "pur_requisition_update_time_idx" ON "pur_requisition" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "pur_requisition_create_time_idx" ON "pur_requisition" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "pur_requisition_owner_idx" ON "pur_requisition" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "pur_requisition_dept_idx" ON "pur_requisition" USING btree ("dept_id");--> statement-breakpoint
-- 处理 of 内部采购 (node 30910) for every role that may approve-and-handle its requests: those holding its 编辑 (30902)
UPDATE "sys_role" SET "node_ids" = array_append("node_ids", 30910) WHERE 30902 = ANY("node_ids") AND NOT 30910 = ANY("node_ids");
