CREATE TABLE "sys_access_token" (
	"token_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_tail" varchar(8) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" varchar(64) DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_access_token_hash_uq" ON "sys_access_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sys_access_token_user_idx" ON "sys_access_token" USING btree ("user_id","token_id");