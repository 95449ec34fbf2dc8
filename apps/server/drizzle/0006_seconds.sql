ALTER TABLE "crm_channel" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_channel" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_channel" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_channel" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_channel_contact" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_channel_contact" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_channel_contact" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_channel_contact" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_channel_demand" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_channel_demand" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_channel_demand" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_channel_demand" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_clue" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_clue" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_clue" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_clue" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_complaint" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_complaint" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_complaint" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_complaint" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_contact" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_contact" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_contact" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_contact" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_customer" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_customer" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_customer" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_customer" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_inquiry" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_inquiry" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_inquiry" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_inquiry" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_market" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_market" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_market" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_market" ALTER COLUMN "update_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_visit_plan" ALTER COLUMN "create_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_visit_plan" ALTER COLUMN "create_time" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "crm_visit_plan" ALTER COLUMN "update_time" SET DATA TYPE timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "crm_visit_plan" ALTER COLUMN "update_time" SET DEFAULT now();