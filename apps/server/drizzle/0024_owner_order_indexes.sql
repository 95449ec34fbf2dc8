DROP INDEX "crm_channel_owner_idx";--> statement-breakpoint
DROP INDEX "crm_channel_contact_owner_idx";--> statement-breakpoint
DROP INDEX "crm_channel_demand_owner_idx";--> statement-breakpoint
DROP INDEX "crm_clue_owner_idx";--> statement-breakpoint
DROP INDEX "crm_complaint_owner_idx";--> statement-breakpoint
DROP INDEX "crm_contact_owner_idx";--> statement-breakpoint
DROP INDEX "crm_customer_owner_idx";--> statement-breakpoint
DROP INDEX "crm_inquiry_owner_idx";--> statement-breakpoint
DROP INDEX "crm_market_owner_idx";--> statement-breakpoint
DROP INDEX "crm_visit_plan_owner_idx";--> statement-breakpoint
DROP INDEX "oa_become_member_owner_idx";--> statement-breakpoint
DROP INDEX "oa_go_out_owner_idx";--> statement-breakpoint
DROP INDEX "oa_leave_owner_idx";--> statement-breakpoint
DROP INDEX "oa_quit_owner_idx";--> statement-breakpoint
DROP INDEX "oa_quit_handover_owner_idx";--> statement-breakpoint
DROP INDEX "oa_use_car_owner_idx";--> statement-breakpoint
DROP INDEX "oa_use_seal_owner_idx";--> statement-breakpoint
DROP INDEX "oa_work_handover_owner_idx";--> statement-breakpoint
DROP INDEX "pm_project_owner_idx";--> statement-breakpoint
CREATE INDEX "crm_channel_owner_idx" ON "crm_channel" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_owner_idx" ON "crm_channel_contact" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_owner_idx" ON "crm_channel_demand" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_clue_owner_idx" ON "crm_clue" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_complaint_owner_idx" ON "crm_complaint" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "crm_contact_owner_idx" ON "crm_contact" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_owner_idx" ON "crm_customer" USING btree ("owner_user_id","update_time","id");--> statement-breakpoint
CREATE INDEX "crm_inquiry_owner_idx" ON "crm_inquiry" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "crm_market_owner_idx" ON "crm_market" USING btree ("owner_user_id","start_date","id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_owner_idx" ON "crm_visit_plan" USING btree ("owner_user_id","visit_time","id");--> statement-breakpoint
CREATE INDEX "oa_become_member_owner_idx" ON "oa_become_member" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "oa_go_out_owner_idx" ON "oa_go_out" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "oa_leave_owner_idx" ON "oa_leave" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "oa_quit_owner_idx" ON "oa_quit" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "oa_quit_handover_owner_idx" ON "oa_quit_handover" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "oa_use_car_owner_idx" ON "oa_use_car" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "oa_use_seal_owner_idx" ON "oa_use_seal" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "oa_work_handover_owner_idx" ON "oa_work_handover" USING btree ("owner_user_id","create_time","id");--> statement-breakpoint
CREATE INDEX "pm_project_owner_idx" ON "pm_project" USING btree ("owner_user_id","create_time","id");