ALTER TABLE "crm_clue" ADD COLUMN "company_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "crm_clue_company_name_trgm_idx" ON "crm_clue" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_company_name_grams_idx" ON "crm_clue" USING gin (short_grams("company_name"));