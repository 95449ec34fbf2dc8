CREATE TABLE "crm_contract" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_no" varchar(40) DEFAULT '' NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"chance_id" integer,
	"offer_id" integer,
	"contact_id" integer,
	"sign_user_id" integer,
	"sign_date" date,
	"start_date" date,
	"end_date" date,
	"contract_type" smallint,
	"product_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines_amount" numeric(14, 2),
	"amount" numeric(14, 2),
	"back_amount" numeric(14, 2),
	"refund_amount" numeric(14, 2),
	"invoice_amount" numeric(14, 2),
	"stay_amount" numeric(14, 2),
	"terms" text DEFAULT '' NOT NULL,
	"status" smallint,
	"version" integer,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contract_plan" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer,
	"plan_name" varchar(100) DEFAULT '' NOT NULL,
	"period" integer,
	"amount" numeric(14, 2),
	"actual_amount" numeric(14, 2),
	"stay_amount" numeric(14, 2),
	"repayment_date" date,
	"remind_days" integer,
	"status" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contract_refund" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" varchar(40) DEFAULT '' NOT NULL,
	"contract_id" integer,
	"receivable_id" integer,
	"amount" numeric(14, 2),
	"refund_date" date,
	"refund_method" smallint,
	"refund_account" varchar(100) DEFAULT '' NOT NULL,
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
CREATE TABLE "crm_receivable" (
	"id" serial PRIMARY KEY NOT NULL,
	"hk_number" varchar(40) DEFAULT '' NOT NULL,
	"contract_id" integer,
	"enterprise_id" integer,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"plan_id" integer,
	"amount" numeric(14, 2),
	"actual_amount" numeric(14, 2),
	"refund_amount" numeric(14, 2),
	"receive_date" date,
	"pay_method" smallint,
	"payer_account" varchar(100) DEFAULT '' NOT NULL,
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
CREATE INDEX "crm_contract_title_sort_idx" ON "crm_contract" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "crm_contract_enterprise_id_idx" ON "crm_contract" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_contract_chance_id_idx" ON "crm_contract" USING btree ("chance_id");--> statement-breakpoint
CREATE INDEX "crm_contract_offer_id_idx" ON "crm_contract" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "crm_contract_sign_date_sort_idx" ON "crm_contract" USING btree ("sign_date","id");--> statement-breakpoint
CREATE INDEX "crm_contract_end_date_sort_idx" ON "crm_contract" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "crm_contract_amount_sort_idx" ON "crm_contract" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "crm_contract_back_amount_sort_idx" ON "crm_contract" USING btree ("back_amount","id");--> statement-breakpoint
CREATE INDEX "crm_contract_stay_amount_sort_idx" ON "crm_contract" USING btree ("stay_amount","id");--> statement-breakpoint
CREATE INDEX "crm_contract_status_idx" ON "crm_contract" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contract_contract_no_uq" ON "crm_contract" USING btree ("contract_no");--> statement-breakpoint
CREATE INDEX "crm_contract_contract_no_trgm_idx" ON "crm_contract" USING gin ("contract_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contract_contract_no_grams_idx" ON "crm_contract" USING gin (short_grams("contract_no"));--> statement-breakpoint
CREATE INDEX "crm_contract_title_trgm_idx" ON "crm_contract" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contract_title_grams_idx" ON "crm_contract" USING gin (short_grams("title"));--> statement-breakpoint
CREATE INDEX "crm_contract_company_name_trgm_idx" ON "crm_contract" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contract_company_name_grams_idx" ON "crm_contract" USING gin (short_grams("company_name"));--> statement-breakpoint
CREATE INDEX "crm_contract_update_time_idx" ON "crm_contract" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_create_time_idx" ON "crm_contract" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_owner_idx" ON "crm_contract" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_dept_idx" ON "crm_contract" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_contract_id_idx" ON "crm_contract_plan" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_amount_sort_idx" ON "crm_contract_plan" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_repayment_date_sort_idx" ON "crm_contract_plan" USING btree ("repayment_date","id");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_status_idx" ON "crm_contract_plan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_update_time_idx" ON "crm_contract_plan" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_create_time_idx" ON "crm_contract_plan" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_owner_idx" ON "crm_contract_plan" USING btree ("owner_user_id","repayment_date","id");--> statement-breakpoint
CREATE INDEX "crm_contract_plan_dept_idx" ON "crm_contract_plan" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_contract_id_idx" ON "crm_contract_refund" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_receivable_id_idx" ON "crm_contract_refund" USING btree ("receivable_id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_amount_sort_idx" ON "crm_contract_refund" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_refund_date_sort_idx" ON "crm_contract_refund" USING btree ("refund_date","id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_status_idx" ON "crm_contract_refund" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contract_refund_refund_no_uq" ON "crm_contract_refund" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_refund_no_trgm_idx" ON "crm_contract_refund" USING gin ("refund_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contract_refund_refund_no_grams_idx" ON "crm_contract_refund" USING gin (short_grams("refund_no"));--> statement-breakpoint
CREATE INDEX "crm_contract_refund_update_time_idx" ON "crm_contract_refund" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_create_time_idx" ON "crm_contract_refund" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_owner_idx" ON "crm_contract_refund" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_refund_dept_idx" ON "crm_contract_refund" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_receivable_contract_id_idx" ON "crm_receivable" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "crm_receivable_enterprise_id_idx" ON "crm_receivable" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_receivable_plan_id_idx" ON "crm_receivable" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "crm_receivable_amount_sort_idx" ON "crm_receivable" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "crm_receivable_receive_date_sort_idx" ON "crm_receivable" USING btree ("receive_date","id");--> statement-breakpoint
CREATE INDEX "crm_receivable_status_idx" ON "crm_receivable" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_receivable_hk_number_uq" ON "crm_receivable" USING btree ("hk_number");--> statement-breakpoint
CREATE INDEX "crm_receivable_hk_number_trgm_idx" ON "crm_receivable" USING gin ("hk_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_receivable_hk_number_grams_idx" ON "crm_receivable" USING gin (short_grams("hk_number"));--> statement-breakpoint
CREATE INDEX "crm_receivable_company_name_trgm_idx" ON "crm_receivable" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_receivable_company_name_grams_idx" ON "crm_receivable" USING gin (short_grams("company_name"));--> statement-breakpoint
CREATE INDEX "crm_receivable_update_time_idx" ON "crm_receivable" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_receivable_create_time_idx" ON "crm_receivable" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_receivable_owner_idx" ON "crm_receivable" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_receivable_dept_idx" ON "crm_receivable" USING btree ("dept_id");