ALTER TABLE "crm_clue" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "in_pool" smallint;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "pool_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "pool_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "pool_exempt" smallint;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "in_pool" smallint;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "pool_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "pool_reason" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "pool_exempt" smallint;--> statement-breakpoint
CREATE INDEX "crm_clue_in_pool_idx" ON "crm_clue" USING btree ("in_pool");--> statement-breakpoint
CREATE INDEX "crm_customer_in_pool_idx" ON "crm_customer" USING btree ("in_pool");