ALTER TABLE "crm_chance" ADD COLUMN "stage_group_id" integer;--> statement-breakpoint
ALTER TABLE "crm_chance" ADD COLUMN "stage_group_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
-- every opportunity's group is its stage's
UPDATE "crm_chance" c SET "stage_group_id" = g."id", "stage_group_name" = g."name" FROM "crm_stage" s JOIN "crm_stage_group" g ON g."id" = s."group_id" WHERE s."id" = c."stage_id";
