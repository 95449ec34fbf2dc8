CREATE TABLE "fin_borrow" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) DEFAULT '' NOT NULL,
	"apply_name" varchar(50) DEFAULT '' NOT NULL,
	"money" numeric(14, 2),
	"reason" text DEFAULT '' NOT NULL,
	"borrow_date" date,
	"repay_date" date,
	"pay_method" smallint,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(50) DEFAULT '' NOT NULL,
	"paid_money" numeric(14, 2),
	"unpaid_money" numeric(14, 2),
	"payment_received" numeric(14, 2),
	"unpayment_received" numeric(14, 2),
	"status" smallint,
	"locked" smallint,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_contract_bad" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_no" varchar(40) DEFAULT '' NOT NULL,
	"contract_id" integer,
	"enterprise_id" integer,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"amount" numeric(14, 2),
	"recovered_amount" numeric(14, 2),
	"debt_date" date,
	"overdue_days" integer,
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
CREATE TABLE "fin_contract_broken" (
	"id" serial PRIMARY KEY NOT NULL,
	"debt_no" varchar(40) DEFAULT '' NOT NULL,
	"contract_id" integer,
	"enterprise_id" integer,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"amount" numeric(14, 2),
	"recovered_amount" numeric(14, 2),
	"debt_date" date,
	"overdue_days" integer,
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
CREATE TABLE "fin_expense" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) DEFAULT '' NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" numeric(14, 2),
	"enterprise_id" integer,
	"contract_id" integer,
	"project_id" integer,
	"borrow_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"offset_amount" numeric(14, 2),
	"payable_amount" numeric(14, 2),
	"paid_amount" numeric(14, 2),
	"unpaid_amount" numeric(14, 2),
	"pay_status" smallint,
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
CREATE TABLE "fin_invoice" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_code" varchar(40) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"contractList" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contract_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"invoice_type" smallint,
	"company" varchar(100) DEFAULT '' NOT NULL,
	"tax_number" varchar(18) DEFAULT '' NOT NULL,
	"address_phone" varchar(200) DEFAULT '' NOT NULL,
	"bank_account" varchar(200) DEFAULT '' NOT NULL,
	"amount" numeric(14, 2),
	"invoice_amount" numeric(14, 2),
	"invoicable_amount" numeric(14, 2),
	"received_amount" numeric(14, 2),
	"stay_amount" numeric(14, 2),
	"is_receive" smallint,
	"delivery" smallint,
	"receiver" varchar(50) DEFAULT '' NOT NULL,
	"receiver_phone" varchar(32) DEFAULT '' NOT NULL,
	"receiver_address" varchar(200) DEFAULT '' NOT NULL,
	"receiver_email" varchar(128) DEFAULT '' NOT NULL,
	"transfer_type" smallint,
	"status" smallint,
	"receive_status" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" numeric(14, 2),
	"payee" varchar(100) DEFAULT '' NOT NULL,
	"bank_name" varchar(100) DEFAULT '' NOT NULL,
	"bank_account" varchar(50) DEFAULT '' NOT NULL,
	"pay_method" smallint,
	"pay_date" date,
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
CREATE TABLE "fin_salary" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) DEFAULT '' NOT NULL,
	"month" varchar(7) DEFAULT '' NOT NULL,
	"pay_dept_id" integer,
	"salary_group" varchar(50) DEFAULT '' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"headcount" integer,
	"gross_amount" numeric(14, 2),
	"amount" numeric(14, 2),
	"paid_amount" numeric(14, 2),
	"unpaid_amount" numeric(14, 2),
	"pay_status" smallint,
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
CREATE TABLE "fin_debt_recovery" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"debt_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"recover_date" date NOT NULL,
	"pay_method" smallint NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"receivable_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_borrow_repay" (
	"id" serial PRIMARY KEY NOT NULL,
	"borrow_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"repay_date" date NOT NULL,
	"method" smallint,
	"expense_id" integer,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_payment_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"doc_type" smallint NOT NULL,
	"doc_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fin_invoice_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"invoice_number" varchar(20) NOT NULL,
	"invoice_amount" numeric(14, 2) NOT NULL,
	"invoice_date" date NOT NULL,
	"shares" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer NOT NULL,
	"void_user_id" integer,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fin_borrow_money_sort_idx" ON "fin_borrow" USING btree ("money","id");--> statement-breakpoint
CREATE INDEX "fin_borrow_borrow_date_sort_idx" ON "fin_borrow" USING btree ("borrow_date","id");--> statement-breakpoint
CREATE INDEX "fin_borrow_repay_date_sort_idx" ON "fin_borrow" USING btree ("repay_date","id");--> statement-breakpoint
CREATE INDEX "fin_borrow_unpayment_received_sort_idx" ON "fin_borrow" USING btree ("unpayment_received","id");--> statement-breakpoint
CREATE INDEX "fin_borrow_status_idx" ON "fin_borrow" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_borrow_code_uq" ON "fin_borrow" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fin_borrow_code_trgm_idx" ON "fin_borrow" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_borrow_code_grams_idx" ON "fin_borrow" USING gin (short_grams("code"));--> statement-breakpoint
CREATE INDEX "fin_borrow_apply_name_trgm_idx" ON "fin_borrow" USING gin ("apply_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_borrow_apply_name_grams_idx" ON "fin_borrow" USING gin (short_grams("apply_name"));--> statement-breakpoint
CREATE INDEX "fin_borrow_update_time_idx" ON "fin_borrow" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "fin_borrow_create_time_idx" ON "fin_borrow" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "fin_borrow_owner_idx" ON "fin_borrow" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "fin_borrow_dept_idx" ON "fin_borrow" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_contract_id_idx" ON "fin_contract_bad" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_enterprise_id_idx" ON "fin_contract_bad" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_amount_sort_idx" ON "fin_contract_bad" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_debt_date_sort_idx" ON "fin_contract_bad" USING btree ("debt_date","id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_status_idx" ON "fin_contract_bad" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_contract_bad_debt_no_uq" ON "fin_contract_bad" USING btree ("debt_no");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_debt_no_trgm_idx" ON "fin_contract_bad" USING gin ("debt_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_contract_bad_debt_no_grams_idx" ON "fin_contract_bad" USING gin (short_grams("debt_no"));--> statement-breakpoint
CREATE INDEX "fin_contract_bad_company_name_trgm_idx" ON "fin_contract_bad" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_contract_bad_company_name_grams_idx" ON "fin_contract_bad" USING gin (short_grams("company_name"));--> statement-breakpoint
CREATE INDEX "fin_contract_bad_update_time_idx" ON "fin_contract_bad" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_create_time_idx" ON "fin_contract_bad" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_owner_idx" ON "fin_contract_bad" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "fin_contract_bad_dept_idx" ON "fin_contract_bad" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_contract_id_idx" ON "fin_contract_broken" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_enterprise_id_idx" ON "fin_contract_broken" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_amount_sort_idx" ON "fin_contract_broken" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_debt_date_sort_idx" ON "fin_contract_broken" USING btree ("debt_date","id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_status_idx" ON "fin_contract_broken" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_contract_broken_debt_no_uq" ON "fin_contract_broken" USING btree ("debt_no");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_debt_no_trgm_idx" ON "fin_contract_broken" USING gin ("debt_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_contract_broken_debt_no_grams_idx" ON "fin_contract_broken" USING gin (short_grams("debt_no"));--> statement-breakpoint
CREATE INDEX "fin_contract_broken_company_name_trgm_idx" ON "fin_contract_broken" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_contract_broken_company_name_grams_idx" ON "fin_contract_broken" USING gin (short_grams("company_name"));--> statement-breakpoint
CREATE INDEX "fin_contract_broken_update_time_idx" ON "fin_contract_broken" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_create_time_idx" ON "fin_contract_broken" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_owner_idx" ON "fin_contract_broken" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "fin_contract_broken_dept_idx" ON "fin_contract_broken" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_expense_amount_sort_idx" ON "fin_expense" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "fin_expense_enterprise_id_idx" ON "fin_expense" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "fin_expense_contract_id_idx" ON "fin_expense" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "fin_expense_project_id_idx" ON "fin_expense" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "fin_expense_pay_status_idx" ON "fin_expense" USING btree ("pay_status");--> statement-breakpoint
CREATE INDEX "fin_expense_status_idx" ON "fin_expense" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_expense_code_uq" ON "fin_expense" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fin_expense_code_trgm_idx" ON "fin_expense" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_expense_code_grams_idx" ON "fin_expense" USING gin (short_grams("code"));--> statement-breakpoint
CREATE INDEX "fin_expense_title_trgm_idx" ON "fin_expense" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_expense_title_grams_idx" ON "fin_expense" USING gin (short_grams("title"));--> statement-breakpoint
CREATE INDEX "fin_expense_update_time_idx" ON "fin_expense" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "fin_expense_create_time_idx" ON "fin_expense" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "fin_expense_owner_idx" ON "fin_expense" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "fin_expense_dept_idx" ON "fin_expense" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_enterprise_id_idx" ON "fin_invoice" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_amount_sort_idx" ON "fin_invoice" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "fin_invoice_status_idx" ON "fin_invoice" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_invoice_code_uq" ON "fin_invoice" USING btree ("invoice_code");--> statement-breakpoint
CREATE INDEX "fin_invoice_invoice_code_trgm_idx" ON "fin_invoice" USING gin ("invoice_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_invoice_invoice_code_grams_idx" ON "fin_invoice" USING gin (short_grams("invoice_code"));--> statement-breakpoint
CREATE INDEX "fin_invoice_company_trgm_idx" ON "fin_invoice" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_invoice_company_grams_idx" ON "fin_invoice" USING gin (short_grams("company"));--> statement-breakpoint
CREATE INDEX "fin_invoice_contract_ids_gin_idx" ON "fin_invoice" USING gin ("contract_ids");--> statement-breakpoint
CREATE INDEX "fin_invoice_update_time_idx" ON "fin_invoice" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "fin_invoice_create_time_idx" ON "fin_invoice" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "fin_invoice_owner_idx" ON "fin_invoice" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "fin_invoice_dept_idx" ON "fin_invoice" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_payment_amount_sort_idx" ON "fin_payment" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "fin_payment_pay_date_sort_idx" ON "fin_payment" USING btree ("pay_date","id");--> statement-breakpoint
CREATE INDEX "fin_payment_status_idx" ON "fin_payment" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_payment_code_uq" ON "fin_payment" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fin_payment_code_trgm_idx" ON "fin_payment" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_payment_code_grams_idx" ON "fin_payment" USING gin (short_grams("code"));--> statement-breakpoint
CREATE INDEX "fin_payment_payee_trgm_idx" ON "fin_payment" USING gin ("payee" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_payment_payee_grams_idx" ON "fin_payment" USING gin (short_grams("payee"));--> statement-breakpoint
CREATE INDEX "fin_payment_update_time_idx" ON "fin_payment" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "fin_payment_create_time_idx" ON "fin_payment" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "fin_payment_owner_idx" ON "fin_payment" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "fin_payment_dept_idx" ON "fin_payment" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_salary_month_sort_idx" ON "fin_salary" USING btree ("month","id");--> statement-breakpoint
CREATE INDEX "fin_salary_amount_sort_idx" ON "fin_salary" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "fin_salary_pay_status_idx" ON "fin_salary" USING btree ("pay_status");--> statement-breakpoint
CREATE INDEX "fin_salary_status_idx" ON "fin_salary" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_salary_code_uq" ON "fin_salary" USING btree ("code");--> statement-breakpoint
CREATE INDEX "fin_salary_code_trgm_idx" ON "fin_salary" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fin_salary_code_grams_idx" ON "fin_salary" USING gin (short_grams("code"));--> statement-breakpoint
CREATE INDEX "fin_salary_update_time_idx" ON "fin_salary" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "fin_salary_create_time_idx" ON "fin_salary" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "fin_salary_owner_idx" ON "fin_salary" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "fin_salary_dept_idx" ON "fin_salary" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "fin_debt_recovery_debt_idx" ON "fin_debt_recovery" USING btree ("kind","debt_id","id");--> statement-breakpoint
CREATE INDEX "fin_debt_recovery_contract_idx" ON "fin_debt_recovery" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "fin_borrow_repay_borrow_idx" ON "fin_borrow_repay" USING btree ("borrow_id");--> statement-breakpoint
CREATE INDEX "fin_borrow_repay_expense_idx" ON "fin_borrow_repay" USING btree ("expense_id");--> statement-breakpoint
CREATE INDEX "fin_payment_item_doc_idx" ON "fin_payment_item" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "fin_payment_item_payment_idx" ON "fin_payment_item" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_record_invoice_idx" ON "fin_invoice_record" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_record_number_uq" ON "fin_invoice_record" USING btree ("invoice_number") WHERE status = 1;