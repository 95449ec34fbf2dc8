-- every character and every pair of adjacent characters of a value, lower-cased: a GIN index over them
-- answers keywords of one or two characters, which trigram indexes cannot
CREATE OR REPLACE FUNCTION short_grams(t text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  s text := lower(t);
  grams text[] := regexp_split_to_array(s, '');
BEGIN
  FOR i IN 1 .. char_length(s) - 1 LOOP
    grams := grams || substr(s, i, 2);
  END LOOP;
  RETURN grams;
END $$;--> statement-breakpoint
CREATE INDEX "crm_channel_channel_name_grams_idx" ON "crm_channel" USING gin (short_grams("channel_name"));--> statement-breakpoint
CREATE INDEX "crm_channel_contact_name_grams_idx" ON "crm_channel" USING gin (short_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "crm_channel_mobile_grams_idx" ON "crm_channel" USING gin (short_grams("mobile"));--> statement-breakpoint
CREATE INDEX "crm_channel_contact_contact_name_grams_idx" ON "crm_channel_contact" USING gin (short_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "crm_channel_contact_mobile_grams_idx" ON "crm_channel_contact" USING gin (short_grams("mobile"));--> statement-breakpoint
CREATE INDEX "crm_channel_demand_demand_title_grams_idx" ON "crm_channel_demand" USING gin (short_grams("demand_title"));--> statement-breakpoint
CREATE INDEX "crm_clue_clue_name_grams_idx" ON "crm_clue" USING gin (short_grams("clue_name"));--> statement-breakpoint
CREATE INDEX "crm_clue_contact_name_grams_idx" ON "crm_clue" USING gin (short_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "crm_clue_mobile_grams_idx" ON "crm_clue" USING gin (short_grams("mobile"));--> statement-breakpoint
CREATE INDEX "crm_clue_phone_grams_idx" ON "crm_clue" USING gin (short_grams("phone"));--> statement-breakpoint
CREATE INDEX "crm_complaint_title_grams_idx" ON "crm_complaint" USING gin (short_grams("title"));--> statement-breakpoint
CREATE INDEX "crm_contact_contact_name_grams_idx" ON "crm_contact" USING gin (short_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "crm_contact_mobile_grams_idx" ON "crm_contact" USING gin (short_grams("mobile"));--> statement-breakpoint
CREATE INDEX "crm_contact_phone_grams_idx" ON "crm_contact" USING gin (short_grams("phone"));--> statement-breakpoint
CREATE INDEX "crm_customer_enterprise_name_grams_idx" ON "crm_customer" USING gin (short_grams("enterprise_name"));--> statement-breakpoint
CREATE INDEX "crm_customer_contact_name_grams_idx" ON "crm_customer" USING gin (short_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "crm_customer_phone_grams_idx" ON "crm_customer" USING gin (short_grams("phone"));--> statement-breakpoint
CREATE INDEX "crm_customer_mobile_grams_idx" ON "crm_customer" USING gin (short_grams("mobile"));--> statement-breakpoint
CREATE INDEX "crm_inquiry_contact_name_grams_idx" ON "crm_inquiry" USING gin (short_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "crm_inquiry_company_name_grams_idx" ON "crm_inquiry" USING gin (short_grams("company_name"));--> statement-breakpoint
CREATE INDEX "crm_inquiry_mobile_grams_idx" ON "crm_inquiry" USING gin (short_grams("mobile"));--> statement-breakpoint
CREATE INDEX "crm_market_activity_name_grams_idx" ON "crm_market" USING gin (short_grams("activity_name"));--> statement-breakpoint
CREATE INDEX "crm_visit_plan_purpose_grams_idx" ON "crm_visit_plan" USING gin (short_grams("purpose"));--> statement-breakpoint
CREATE INDEX "prd_product_name_grams_idx" ON "prd_product" USING gin (short_grams("name"));--> statement-breakpoint
CREATE INDEX "prd_product_main_key_grams_idx" ON "prd_product" USING gin (short_grams("main_key"));--> statement-breakpoint
CREATE INDEX "prd_product_spec_name_grams_idx" ON "prd_product" USING gin (short_grams("spec_name"));--> statement-breakpoint
CREATE INDEX "prd_type_type_name_grams_idx" ON "prd_type" USING gin (short_grams("type_name"));