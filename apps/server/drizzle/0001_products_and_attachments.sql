CREATE TABLE "prd_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"main_key" varchar(50) DEFAULT '' NOT NULL,
	"sub_name" varchar(100) DEFAULT '' NOT NULL,
	"type_id" integer,
	"spec_name" varchar(100) DEFAULT '' NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"cost_price" numeric(14, 2),
	"status" smallint,
	"dept_id" integer,
	"images" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prd_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_name" varchar(50) DEFAULT '' NOT NULL,
	"parent_id" integer,
	"sort" integer,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_complaint" ADD COLUMN "attachments" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "attachments" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_market" ADD COLUMN "attachments" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "prd_product_name_idx" ON "prd_product" USING btree ("name");--> statement-breakpoint
CREATE INDEX "prd_product_main_key_idx" ON "prd_product" USING btree ("main_key");--> statement-breakpoint
CREATE INDEX "prd_product_type_id_idx" ON "prd_product" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "prd_product_dept_id_idx" ON "prd_product" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "prd_product_update_time_idx" ON "prd_product" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "prd_product_create_time_idx" ON "prd_product" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "prd_type_parent_id_idx" ON "prd_type" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "prd_type_update_time_idx" ON "prd_type" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "prd_type_create_time_idx" ON "prd_type" USING btree ("create_time","id");