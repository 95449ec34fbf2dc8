CREATE TABLE "crm_contract_change" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_no" varchar(40) DEFAULT '' NOT NULL,
	"contract_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"new_amount" numeric(14, 2),
	"new_start_date" date,
	"new_end_date" date,
	"new_product_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_lines_amount" numeric(14, 2),
	"new_terms" text DEFAULT '' NOT NULL,
	"to_version" integer,
	"status" smallint,
	"create_user_id" integer DEFAULT 0 NOT NULL,
	"owner_user_id" integer DEFAULT 0 NOT NULL,
	"dept_id" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_contract_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"version" integer NOT NULL,
	"change_id" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"create_time" timestamp (0) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_contract_change_contract_id_idx" ON "crm_contract_change" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "crm_contract_change_new_amount_sort_idx" ON "crm_contract_change" USING btree ("new_amount","id");--> statement-breakpoint
CREATE INDEX "crm_contract_change_status_idx" ON "crm_contract_change" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contract_change_change_no_uq" ON "crm_contract_change" USING btree ("change_no");--> statement-breakpoint
CREATE INDEX "crm_contract_change_change_no_trgm_idx" ON "crm_contract_change" USING gin ("change_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contract_change_change_no_grams_idx" ON "crm_contract_change" USING gin (short_grams("change_no"));--> statement-breakpoint
CREATE INDEX "crm_contract_change_update_time_idx" ON "crm_contract_change" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_change_create_time_idx" ON "crm_contract_change" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_change_owner_idx" ON "crm_contract_change" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contract_change_dept_idx" ON "crm_contract_change" USING btree ("dept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_contract_version_uq" ON "crm_contract_version" USING btree ("contract_id","version");--> statement-breakpoint
CREATE INDEX "crm_contract_version_change_idx" ON "crm_contract_version" USING btree ("change_id");