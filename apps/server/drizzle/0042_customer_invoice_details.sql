ALTER TABLE "crm_customer" ADD COLUMN "invoice_title" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "tax_number" varchar(18) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "bank_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "account_no" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "invoice_address" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "invoice_phone" varchar(32) DEFAULT '' NOT NULL;