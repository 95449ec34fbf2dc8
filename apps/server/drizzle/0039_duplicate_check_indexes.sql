DROP INDEX "crm_clue_mobile_idx";--> statement-breakpoint
DROP INDEX "crm_customer_phone_idx";--> statement-breakpoint
DROP INDEX "crm_customer_mobile_idx";--> statement-breakpoint
CREATE INDEX "crm_clue_clue_name_dup_idx" ON "crm_clue" USING btree (lower(trim("clue_name")));--> statement-breakpoint
CREATE INDEX "crm_clue_mobile_dup_idx" ON "crm_clue" USING btree (trim("mobile"));--> statement-breakpoint
CREATE INDEX "crm_customer_enterprise_name_dup_idx" ON "crm_customer" USING btree (lower(trim("enterprise_name")));--> statement-breakpoint
CREATE INDEX "crm_customer_phone_dup_idx" ON "crm_customer" USING btree (trim("phone"));--> statement-breakpoint
CREATE INDEX "crm_customer_mobile_dup_idx" ON "crm_customer" USING btree (trim("mobile"));