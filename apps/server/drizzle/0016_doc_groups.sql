CREATE TABLE "doc_group_member" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" smallint NOT NULL,
	CONSTRAINT "doc_group_member_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "doc_group" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"create_user_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "doc_group_member_user_idx" ON "doc_group_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doc_group_name_uq" ON "doc_group" USING btree ("name");