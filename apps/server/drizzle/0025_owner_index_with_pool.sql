DROP INDEX "crm_clue_owner_idx";--> statement-breakpoint
DROP INDEX "crm_customer_owner_idx";--> statement-breakpoint
CREATE INDEX "crm_clue_owner_idx" ON "crm_clue" USING btree ("owner_user_id","in_pool","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_owner_idx" ON "crm_customer" USING btree ("owner_user_id","in_pool","update_time","id");