CREATE TABLE "pur_receipt" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"line" smallint NOT NULL,
	"quantity" integer NOT NULL,
	"receive_date" date NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pur_order" ADD COLUMN "receive_status" smallint;--> statement-breakpoint
CREATE INDEX "pur_receipt_purchase_idx" ON "pur_receipt" USING btree ("purchase_id","line");--> statement-breakpoint
-- 收货 (node 30811) for every role that may raise purchase orders (新建, node 30801)
UPDATE "sys_role" SET "node_ids" = array_append("node_ids", 30811) WHERE 30801 = ANY("node_ids") AND NOT 30811 = ANY("node_ids");
