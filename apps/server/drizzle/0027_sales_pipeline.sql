CREATE TABLE "crm_business_project" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_name" varchar(100) DEFAULT '' NOT NULL,
	"chance_id" integer,
	"budget" numeric(14, 2),
	"decision_date" date,
	"decision_maker_id" integer,
	"status" smallint,
	"requirements" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_chance" (
	"id" serial PRIMARY KEY NOT NULL,
	"chance_name" varchar(100) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"company_name" varchar(100) DEFAULT '' NOT NULL,
	"contact_id" integer,
	"chance_source" smallint,
	"stage_id" integer,
	"stage_name" varchar(50) DEFAULT '' NOT NULL,
	"expect_success" numeric(5, 2),
	"amount" numeric(14, 2),
	"expect_date" date,
	"product_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint,
	"status_reason" varchar(200) DEFAULT '' NOT NULL,
	"close_time" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_compete_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_name" varchar(100) DEFAULT '' NOT NULL,
	"rival_id" integer,
	"price" numeric(14, 2),
	"our_product_id" integer,
	"features" text DEFAULT '' NOT NULL,
	"comparison" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_no" varchar(40) DEFAULT '' NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"enterprise_id" integer,
	"chance_id" integer,
	"contact_id" integer,
	"valid_until" date,
	"product_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lines_amount" numeric(14, 2),
	"discount" numeric(5, 2),
	"tax_rate" smallint,
	"before_tax" numeric(14, 2),
	"tax_amount" numeric(14, 2),
	"after_tax" numeric(14, 2),
	"terms" text DEFAULT '' NOT NULL,
	"status" smallint,
	"version" integer,
	"root_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_plan_proposal" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"chance_id" integer,
	"version" varchar(20) DEFAULT '' NOT NULL,
	"status" smallint,
	"content" text DEFAULT '' NOT NULL,
	"attachments" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_rival" (
	"id" serial PRIMARY KEY NOT NULL,
	"rival_name" varchar(100) DEFAULT '' NOT NULL,
	"website" varchar(200) DEFAULT '' NOT NULL,
	"scale" varchar(50) DEFAULT '' NOT NULL,
	"threat_level" smallint,
	"strengths" text DEFAULT '' NOT NULL,
	"weaknesses" text DEFAULT '' NOT NULL,
	"price_strategy" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prd_module" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_name" varchar(100) DEFAULT '' NOT NULL,
	"product_id" integer,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"status" smallint,
	"description" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prd_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) DEFAULT '' NOT NULL,
	"service_no" varchar(50) DEFAULT '' NOT NULL,
	"billing_cycle" smallint,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"service_months" integer,
	"status" smallint,
	"dept_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prd_spec" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_name" varchar(100) DEFAULT '' NOT NULL,
	"product_id" integer,
	"sku" varchar(50) DEFAULT '' NOT NULL,
	"attrs" varchar(200) DEFAULT '' NOT NULL,
	"unit" varchar(20) DEFAULT '' NOT NULL,
	"price" numeric(14, 2),
	"cost_price" numeric(14, 2),
	"status" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_number_seq" (
	"rule" varchar(30) NOT NULL,
	"day" varchar(8) NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "sys_number_seq_pk" PRIMARY KEY("rule","day")
);
--> statement-breakpoint
CREATE TABLE "crm_chance_rival" (
	"chance_id" integer NOT NULL,
	"rival_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_chance_rival_pk" PRIMARY KEY("chance_id","rival_id")
);
--> statement-breakpoint
CREATE TABLE "crm_stage_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"dept_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_chance_stage_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"chance_id" integer NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer NOT NULL,
	"from_name" varchar(50) DEFAULT '' NOT NULL,
	"to_name" varchar(50) NOT NULL,
	"user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_stage" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_business_project_project_name_sort_idx" ON "crm_business_project" USING btree ("project_name","id");--> statement-breakpoint
CREATE INDEX "crm_business_project_chance_id_idx" ON "crm_business_project" USING btree ("chance_id");--> statement-breakpoint
CREATE INDEX "crm_business_project_budget_sort_idx" ON "crm_business_project" USING btree ("budget","id");--> statement-breakpoint
CREATE INDEX "crm_business_project_decision_date_sort_idx" ON "crm_business_project" USING btree ("decision_date","id");--> statement-breakpoint
CREATE INDEX "crm_business_project_project_name_trgm_idx" ON "crm_business_project" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_business_project_project_name_grams_idx" ON "crm_business_project" USING gin (short_grams("project_name"));--> statement-breakpoint
CREATE INDEX "crm_business_project_update_time_idx" ON "crm_business_project" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_business_project_create_time_idx" ON "crm_business_project" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_business_project_owner_idx" ON "crm_business_project" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_business_project_dept_idx" ON "crm_business_project" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_chance_chance_name_sort_idx" ON "crm_chance" USING btree ("chance_name","id");--> statement-breakpoint
CREATE INDEX "crm_chance_enterprise_id_idx" ON "crm_chance" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_chance_stage_id_idx" ON "crm_chance" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "crm_chance_expect_success_sort_idx" ON "crm_chance" USING btree ("expect_success","id");--> statement-breakpoint
CREATE INDEX "crm_chance_amount_sort_idx" ON "crm_chance" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "crm_chance_expect_date_sort_idx" ON "crm_chance" USING btree ("expect_date","id");--> statement-breakpoint
CREATE INDEX "crm_chance_status_idx" ON "crm_chance" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_chance_close_time_idx" ON "crm_chance" USING btree ("close_time");--> statement-breakpoint
CREATE INDEX "crm_chance_chance_name_trgm_idx" ON "crm_chance" USING gin ("chance_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_chance_chance_name_grams_idx" ON "crm_chance" USING gin (short_grams("chance_name"));--> statement-breakpoint
CREATE INDEX "crm_chance_company_name_trgm_idx" ON "crm_chance" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_chance_company_name_grams_idx" ON "crm_chance" USING gin (short_grams("company_name"));--> statement-breakpoint
CREATE INDEX "crm_chance_update_time_idx" ON "crm_chance" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_chance_create_time_idx" ON "crm_chance" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_chance_owner_idx" ON "crm_chance" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_chance_dept_idx" ON "crm_chance" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_compete_product_product_name_sort_idx" ON "crm_compete_product" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "crm_compete_product_rival_id_idx" ON "crm_compete_product" USING btree ("rival_id");--> statement-breakpoint
CREATE INDEX "crm_compete_product_price_sort_idx" ON "crm_compete_product" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "crm_compete_product_product_name_trgm_idx" ON "crm_compete_product" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_compete_product_product_name_grams_idx" ON "crm_compete_product" USING gin (short_grams("product_name"));--> statement-breakpoint
CREATE INDEX "crm_compete_product_update_time_idx" ON "crm_compete_product" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_compete_product_create_time_idx" ON "crm_compete_product" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_offer_title_sort_idx" ON "crm_offer" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "crm_offer_enterprise_id_idx" ON "crm_offer" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "crm_offer_chance_id_idx" ON "crm_offer" USING btree ("chance_id");--> statement-breakpoint
CREATE INDEX "crm_offer_valid_until_sort_idx" ON "crm_offer" USING btree ("valid_until","id");--> statement-breakpoint
CREATE INDEX "crm_offer_after_tax_sort_idx" ON "crm_offer" USING btree ("after_tax","id");--> statement-breakpoint
CREATE INDEX "crm_offer_status_idx" ON "crm_offer" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_offer_root_id_idx" ON "crm_offer" USING btree ("root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_offer_offer_no_uq" ON "crm_offer" USING btree ("offer_no");--> statement-breakpoint
CREATE INDEX "crm_offer_offer_no_trgm_idx" ON "crm_offer" USING gin ("offer_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_offer_offer_no_grams_idx" ON "crm_offer" USING gin (short_grams("offer_no"));--> statement-breakpoint
CREATE INDEX "crm_offer_title_trgm_idx" ON "crm_offer" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_offer_title_grams_idx" ON "crm_offer" USING gin (short_grams("title"));--> statement-breakpoint
CREATE INDEX "crm_offer_update_time_idx" ON "crm_offer" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_offer_create_time_idx" ON "crm_offer" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_offer_owner_idx" ON "crm_offer" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_offer_dept_idx" ON "crm_offer" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_title_sort_idx" ON "crm_plan_proposal" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_chance_id_idx" ON "crm_plan_proposal" USING btree ("chance_id");--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_title_trgm_idx" ON "crm_plan_proposal" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_title_grams_idx" ON "crm_plan_proposal" USING gin (short_grams("title"));--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_update_time_idx" ON "crm_plan_proposal" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_create_time_idx" ON "crm_plan_proposal" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_owner_idx" ON "crm_plan_proposal" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_plan_proposal_dept_idx" ON "crm_plan_proposal" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "crm_rival_rival_name_sort_idx" ON "crm_rival" USING btree ("rival_name","id");--> statement-breakpoint
CREATE INDEX "crm_rival_threat_level_sort_idx" ON "crm_rival" USING btree ("threat_level","id");--> statement-breakpoint
CREATE INDEX "crm_rival_rival_name_trgm_idx" ON "crm_rival" USING gin ("rival_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_rival_rival_name_grams_idx" ON "crm_rival" USING gin (short_grams("rival_name"));--> statement-breakpoint
CREATE INDEX "crm_rival_update_time_idx" ON "crm_rival" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_rival_create_time_idx" ON "crm_rival" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "prd_module_module_name_sort_idx" ON "prd_module" USING btree ("module_name","id");--> statement-breakpoint
CREATE INDEX "prd_module_product_id_idx" ON "prd_module" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "prd_module_price_sort_idx" ON "prd_module" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "prd_module_module_name_trgm_idx" ON "prd_module" USING gin ("module_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_module_module_name_grams_idx" ON "prd_module" USING gin (short_grams("module_name"));--> statement-breakpoint
CREATE INDEX "prd_module_update_time_idx" ON "prd_module" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "prd_module_create_time_idx" ON "prd_module" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "prd_service_name_sort_idx" ON "prd_service" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "prd_service_price_sort_idx" ON "prd_service" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "prd_service_dept_id_idx" ON "prd_service" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prd_service_service_no_uq" ON "prd_service" USING btree ("service_no");--> statement-breakpoint
CREATE INDEX "prd_service_name_trgm_idx" ON "prd_service" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_service_name_grams_idx" ON "prd_service" USING gin (short_grams("name"));--> statement-breakpoint
CREATE INDEX "prd_service_service_no_trgm_idx" ON "prd_service" USING gin ("service_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_service_service_no_grams_idx" ON "prd_service" USING gin (short_grams("service_no"));--> statement-breakpoint
CREATE INDEX "prd_service_update_time_idx" ON "prd_service" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "prd_service_create_time_idx" ON "prd_service" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "prd_spec_spec_name_sort_idx" ON "prd_spec" USING btree ("spec_name","id");--> statement-breakpoint
CREATE INDEX "prd_spec_product_id_idx" ON "prd_spec" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "prd_spec_price_sort_idx" ON "prd_spec" USING btree ("price","id");--> statement-breakpoint
CREATE UNIQUE INDEX "prd_spec_sku_uq" ON "prd_spec" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "prd_spec_spec_name_trgm_idx" ON "prd_spec" USING gin ("spec_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_spec_spec_name_grams_idx" ON "prd_spec" USING gin (short_grams("spec_name"));--> statement-breakpoint
CREATE INDEX "prd_spec_sku_trgm_idx" ON "prd_spec" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_spec_sku_grams_idx" ON "prd_spec" USING gin (short_grams("sku"));--> statement-breakpoint
CREATE INDEX "prd_spec_update_time_idx" ON "prd_spec" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "prd_spec_create_time_idx" ON "prd_spec" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_chance_rival_rival_idx" ON "crm_chance_rival" USING btree ("rival_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_stage_group_name_uq" ON "crm_stage_group" USING btree ("name");--> statement-breakpoint
CREATE INDEX "crm_chance_stage_log_chance_idx" ON "crm_chance_stage_log" USING btree ("chance_id","id");--> statement-breakpoint
CREATE INDEX "crm_stage_group_idx" ON "crm_stage" USING btree ("group_id","sort");--> statement-breakpoint
INSERT INTO "crm_stage_group" ("name", "sort") VALUES ('默认阶段组', 0);--> statement-breakpoint
INSERT INTO "crm_stage" ("group_id", "name", "percent", "sort") SELECT g."id", s."name", s."percent", s."sort" FROM "crm_stage_group" g, (VALUES ('初步接洽', 10, 0), ('需求确认', 30, 1), ('方案报价', 60, 2), ('谈判审核', 80, 3), ('赢单', 100, 4)) AS s("name", "percent", "sort") WHERE g."name" = '默认阶段组';
