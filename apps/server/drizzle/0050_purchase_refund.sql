CREATE TABLE "pur_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(40) DEFAULT '' NOT NULL,
	"purchase_id" integer,
	"service_id" integer,
	"project_id" integer,
	"refund_type" smallint,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"return_amount" numeric(14, 2),
	"refund_amount" numeric(14, 2),
	"refund_date" date,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pur_order" ADD COLUMN "received_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "pur_order" ADD COLUMN "returned_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "pur_order" ADD COLUMN "refunded_amount" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "pur_refund_purchase_id_idx" ON "pur_refund" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "pur_refund_service_id_idx" ON "pur_refund" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "pur_refund_project_id_idx" ON "pur_refund" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "pur_refund_return_amount_sort_idx" ON "pur_refund" USING btree ("return_amount","id");--> statement-breakpoint
CREATE INDEX "pur_refund_refund_amount_sort_idx" ON "pur_refund" USING btree ("refund_amount","id");--> statement-breakpoint
CREATE INDEX "pur_refund_refund_date_sort_idx" ON "pur_refund" USING btree ("refund_date","id");--> statement-breakpoint
CREATE INDEX "pur_refund_status_idx" ON "pur_refund" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_refund_refund_no_uq" ON "pur_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "pur_refund_refund_no_trgm_idx" ON "pur_refund" USING gin ("refund_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_refund_refund_no_grams_idx" ON "pur_refund" USING gin (short_grams("refund_no"));--> statement-breakpoint
CREATE INDEX "pur_refund_update_time_idx" ON "pur_refund" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "pur_refund_create_time_idx" ON "pur_refund" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "pur_refund_owner_idx" ON "pur_refund" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "pur_refund_dept_idx" ON "pur_refund" USING btree ("dept_id");--> statement-breakpoint
-- orders saved before: what their lines received, at their prices; nothing returned nor refunded yet
UPDATE "pur_order" o SET
  "received_amount" = coalesce((SELECT sum(round((e->>'unit_price')::numeric * coalesce((e->>'received')::int, 0), 2)) FROM jsonb_array_elements(o."items") e), 0),
  "returned_amount" = 0,
  "refunded_amount" = 0;--> statement-breakpoint
-- 采购退货 (page 310) for whoever sees 采购管理 (308), and each of its actions for whoever holds the order's own
UPDATE "sys_role" SET "node_ids" = array_append("node_ids", 310) WHERE 308 = ANY("node_ids") AND NOT 310 = ANY("node_ids");--> statement-breakpoint
UPDATE "sys_role" SET "node_ids" = array_append("node_ids", 31001) WHERE 30801 = ANY("node_ids") AND NOT 31001 = ANY("node_ids");--> statement-breakpoint
UPDATE "sys_role" SET "node_ids" = array_append("node_ids", 31002) WHERE 30802 = ANY("node_ids") AND NOT 31002 = ANY("node_ids");--> statement-breakpoint
UPDATE "sys_role" SET "node_ids" = array_append("node_ids", 31003) WHERE 30803 = ANY("node_ids") AND NOT 31003 = ANY("node_ids");--> statement-breakpoint
UPDATE "sys_role" SET "node_ids" = array_append("node_ids", 31004) WHERE 30804 = ANY("node_ids") AND NOT 31004 = ANY("node_ids");--> statement-breakpoint
-- the former action 采购退款 (30810) of 采购管理 is the page above
UPDATE "sys_role" SET "node_ids" = array_remove("node_ids", 30810);
