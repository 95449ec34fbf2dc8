DROP INDEX "crm_channel_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_channel_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_channel_contact_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_channel_contact_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_channel_demand_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_channel_demand_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_clue_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_clue_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_complaint_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_complaint_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_contact_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_contact_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_inquiry_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_inquiry_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_market_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_market_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_visit_plan_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_visit_plan_create_time_idx";--> statement-breakpoint
CREATE INDEX "crm_channel_update_time_idx" ON "crm_channel" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_create_time_idx" ON "crm_channel" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_update_time_idx" ON "crm_channel_contact" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_create_time_idx" ON "crm_channel_contact" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_update_time_idx" ON "crm_channel_demand" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_create_time_idx" ON "crm_channel_demand" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_clue_update_time_idx" ON "crm_clue" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_clue_create_time_idx" ON "crm_clue" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_complaint_update_time_idx" ON "crm_complaint" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_complaint_create_time_idx" ON "crm_complaint" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_contact_update_time_idx" ON "crm_contact" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_contact_create_time_idx" ON "crm_contact" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_update_time_idx" ON "crm_customer" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_create_time_idx" ON "crm_customer" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_update_time_idx" ON "crm_inquiry" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_create_time_idx" ON "crm_inquiry" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_market_update_time_idx" ON "crm_market" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_market_create_time_idx" ON "crm_market" USING btree ("create_time","id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_update_time_idx" ON "crm_visit_plan" USING btree ("update_time","id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_create_time_idx" ON "crm_visit_plan" USING btree ("create_time","id");