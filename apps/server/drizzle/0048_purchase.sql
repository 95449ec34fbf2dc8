CREATE TABLE "pur_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) DEFAULT '' NOT NULL,
	"content" varchar(200) DEFAULT '' NOT NULL,
	"service_id" integer,
	"project_id" integer,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" numeric(14, 2),
	"expected_date" date,
	"paid_amount" numeric(14, 2),
	"unpaid_amount" numeric(14, 2),
	"status" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pur_supplier" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_name" varchar(100) DEFAULT '' NOT NULL,
	"credit_code" varchar(18) DEFAULT '' NOT NULL,
	"category" smallint,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"address" varchar(200) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(50) DEFAULT '' NOT NULL,
	"tax_no" varchar(20) DEFAULT '' NOT NULL,
	"rating" smallint,
	"status" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pur_order_service_id_idx" ON "pur_order" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "pur_order_project_id_idx" ON "pur_order" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "pur_order_price_sort_idx" ON "pur_order" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "pur_order_expected_date_sort_idx" ON "pur_order" USING btree ("expected_date","id");--> statement-breakpoint
CREATE INDEX "pur_order_status_idx" ON "pur_order" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_order_code_uq" ON "pur_order" USING btree ("code");--> statement-breakpoint
CREATE INDEX "pur_order_code_trgm_idx" ON "pur_order" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_order_code_grams_idx" ON "pur_order" USING gin (short_grams("code"));--> statement-breakpoint
CREATE INDEX "pur_order_content_trgm_idx" ON "pur_order" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_order_content_grams_idx" ON "pur_order" USING gin (short_grams("content"));--> statement-breakpoint
CREATE INDEX "pur_order_update_time_idx" ON "pur_order" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "pur_order_create_time_idx" ON "pur_order" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "pur_order_owner_idx" ON "pur_order" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "pur_order_dept_idx" ON "pur_order" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "pur_supplier_rating_sort_idx" ON "pur_supplier" USING btree ("rating","id");--> statement-breakpoint
CREATE INDEX "pur_supplier_status_idx" ON "pur_supplier" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_supplier_supplier_name_uq" ON "pur_supplier" USING btree ("supplier_name");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_supplier_credit_code_uq" ON "pur_supplier" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "pur_supplier_supplier_name_trgm_idx" ON "pur_supplier" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_supplier_supplier_name_grams_idx" ON "pur_supplier" USING gin (short_grams("supplier_name"));--> statement-breakpoint
CREATE INDEX "pur_supplier_credit_code_trgm_idx" ON "pur_supplier" USING gin ("credit_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_supplier_credit_code_grams_idx" ON "pur_supplier" USING gin (short_grams("credit_code"));--> statement-breakpoint
CREATE INDEX "pur_supplier_contact_name_trgm_idx" ON "pur_supplier" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_supplier_contact_name_grams_idx" ON "pur_supplier" USING gin (short_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "pur_supplier_phone_trgm_idx" ON "pur_supplier" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pur_supplier_phone_grams_idx" ON "pur_supplier" USING gin (short_grams("phone"));--> statement-breakpoint
CREATE INDEX "pur_supplier_update_time_idx" ON "pur_supplier" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "pur_supplier_create_time_idx" ON "pur_supplier" USING btree ("create_time","id");