CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "crm_channel_channel_name_trgm_idx" ON "crm_channel" USING gin ("channel_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_channel_contact_name_trgm_idx" ON "crm_channel" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_channel_mobile_trgm_idx" ON "crm_channel" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_channel_contact_contact_name_trgm_idx" ON "crm_channel_contact" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_channel_contact_mobile_trgm_idx" ON "crm_channel_contact" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_channel_demand_demand_title_trgm_idx" ON "crm_channel_demand" USING gin ("demand_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_clue_name_trgm_idx" ON "crm_clue" USING gin ("clue_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_contact_name_trgm_idx" ON "crm_clue" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_mobile_trgm_idx" ON "crm_clue" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_clue_phone_trgm_idx" ON "crm_clue" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_complaint_title_trgm_idx" ON "crm_complaint" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contact_contact_name_trgm_idx" ON "crm_contact" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contact_mobile_trgm_idx" ON "crm_contact" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_contact_phone_trgm_idx" ON "crm_contact" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_enterprise_name_trgm_idx" ON "crm_customer" USING gin ("enterprise_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_contact_name_trgm_idx" ON "crm_customer" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_phone_trgm_idx" ON "crm_customer" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_customer_mobile_trgm_idx" ON "crm_customer" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_inquiry_contact_name_trgm_idx" ON "crm_inquiry" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_inquiry_company_name_trgm_idx" ON "crm_inquiry" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_inquiry_mobile_trgm_idx" ON "crm_inquiry" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_market_activity_name_trgm_idx" ON "crm_market" USING gin ("activity_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_visit_plan_purpose_trgm_idx" ON "crm_visit_plan" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_product_name_trgm_idx" ON "prd_product" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_product_main_key_trgm_idx" ON "prd_product" USING gin ("main_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_product_spec_name_trgm_idx" ON "prd_product" USING gin ("spec_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prd_type_type_name_trgm_idx" ON "prd_type" USING gin ("type_name" gin_trgm_ops);