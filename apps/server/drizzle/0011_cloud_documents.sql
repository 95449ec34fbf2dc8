CREATE TABLE "doc_collect" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_collect_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "doc_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"space_type" smallint NOT NULL,
	"space_id" integer NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"kind" smallint NOT NULL,
	"name" varchar(255) NOT NULL,
	"ext" varchar(20) DEFAULT '' NOT NULL,
	"file_id" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" integer NOT NULL,
	"update_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_time" timestamp with time zone,
	"deleted_by" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expire_time" timestamp with time zone,
	"revoked_time" timestamp with time zone,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_recent" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"open_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_recent_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "doc_share" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" integer NOT NULL,
	"role" smallint NOT NULL,
	"expire_time" timestamp with time zone,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doc_version" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_id" integer NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "doc_item_parent_idx" ON "doc_item" USING btree ("space_type","space_id","parent_id");--> statement-breakpoint
CREATE INDEX "doc_item_deleted_idx" ON "doc_item" USING btree ("deleted_time");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_link_token_uq" ON "doc_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "doc_link_item_idx" ON "doc_link" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "doc_recent_user_idx" ON "doc_recent" USING btree ("user_id","open_time");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_share_uq" ON "doc_share" USING btree ("item_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "doc_share_target_idx" ON "doc_share" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_version_uq" ON "doc_version" USING btree ("item_id","version");