DROP INDEX "crm_clue_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_update_time_idx";--> statement-breakpoint
CREATE INDEX "crm_clue_update_time_idx" ON "crm_clue" USING btree ("update_time","id","in_pool");--> statement-breakpoint
CREATE INDEX "crm_customer_update_time_idx" ON "crm_customer" USING btree ("update_time","id","in_pool");