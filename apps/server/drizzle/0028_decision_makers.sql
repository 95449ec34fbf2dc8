ALTER TABLE "crm_business_project" ADD COLUMN "decision_maker_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
UPDATE "crm_business_project" SET "decision_maker_ids" = ARRAY["decision_maker_id"] WHERE "decision_maker_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_business_project" DROP COLUMN "decision_maker_id";