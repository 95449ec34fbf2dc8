CREATE TABLE "sys_attempt_counter" (
	"key" varchar(160) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(64) DEFAULT '' NOT NULL,
	"action" varchar(32) NOT NULL,
	"target" varchar(255) DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"result" varchar(16) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_idempotency_key" (
	"user_id" integer NOT NULL,
	"key" varchar(128) NOT NULL,
	"route" varchar(255) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"http" integer,
	"body" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_idempotency_key_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE INDEX "sys_audit_log_time_idx" ON "sys_audit_log" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_audit_log_user_idx" ON "sys_audit_log" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE INDEX "sys_audit_log_action_idx" ON "sys_audit_log" USING btree ("action","create_time");--> statement-breakpoint
CREATE INDEX "sys_idempotency_key_time_idx" ON "sys_idempotency_key" USING btree ("create_time");--> statement-breakpoint
-- role names become unique: an older duplicate keeps its name, later ones get their id appended
UPDATE "sys_role" r SET "role_name" = left(r."role_name", 50) || '（' || r."role_id" || '）' WHERE EXISTS (SELECT 1 FROM "sys_role" o WHERE o."role_name" = r."role_name" AND o."role_id" < r."role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_name_uq" ON "sys_role" USING btree ("role_name");--> statement-breakpoint
DROP TABLE "sys_login_failure" CASCADE;--> statement-breakpoint
-- names unique among their siblings: an older duplicate keeps its name, later ones get their id appended
UPDATE "sys_dept" d SET "dept_name" = left(d."dept_name", 50) || '（' || d."dept_id" || '）' WHERE EXISTS (SELECT 1 FROM "sys_dept" o WHERE o."parent_id" = d."parent_id" AND o."dept_name" = d."dept_name" AND o."dept_id" < d."dept_id");--> statement-breakpoint
UPDATE "sys_user_group" g SET "group_name" = left(g."group_name", 50) || '（' || g."group_id" || '）' WHERE EXISTS (SELECT 1 FROM "sys_user_group" o WHERE o."parent_id" = g."parent_id" AND o."group_name" = g."group_name" AND o."group_id" < g."group_id");--> statement-breakpoint
UPDATE "know_category" c SET "name" = left(c."name", 36) || '（' || c."id" || '）' WHERE EXISTS (SELECT 1 FROM "know_category" o WHERE o."parent_id" = c."parent_id" AND o."name" = c."name" AND o."id" < c."id");--> statement-breakpoint
DROP INDEX "sys_dept_parent_idx";--> statement-breakpoint
DROP INDEX "sys_user_group_parent_idx";--> statement-breakpoint
DROP INDEX "know_category_parent_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dept_name_uq" ON "sys_dept" USING btree ("parent_id","dept_name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_group_name_uq" ON "sys_user_group" USING btree ("parent_id","group_name");--> statement-breakpoint
CREATE UNIQUE INDEX "know_category_name_uq" ON "know_category" USING btree ("parent_id","name");--> statement-breakpoint
CREATE FUNCTION "sys_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'sys_audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "sys_audit_log_no_change" BEFORE UPDATE OR DELETE ON "sys_audit_log" FOR EACH ROW EXECUTE FUNCTION "sys_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "sys_audit_log_no_truncate" BEFORE TRUNCATE ON "sys_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "sys_audit_log_append_only"();