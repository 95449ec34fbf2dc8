DROP INDEX "crm_channel_channel_name_idx";--> statement-breakpoint
DROP INDEX "crm_clue_clue_name_idx";--> statement-breakpoint
DROP INDEX "crm_customer_enterprise_name_idx";--> statement-breakpoint
DROP INDEX "oa_leave_start_date_idx";--> statement-breakpoint
DROP INDEX "prd_product_name_idx";--> statement-breakpoint
CREATE INDEX "crm_channel_channel_name_sort_idx" ON "crm_channel" USING btree ("channel_name","id");--> statement-breakpoint
CREATE INDEX "crm_channel_contact_contact_name_sort_idx" ON "crm_channel_contact" USING btree ("contact_name","id");--> statement-breakpoint
CREATE INDEX "crm_channel_demand_expect_date_sort_idx" ON "crm_channel_demand" USING btree ("expect_date","id");--> statement-breakpoint
CREATE INDEX "crm_clue_clue_name_sort_idx" ON "crm_clue" USING btree ("clue_name","id");--> statement-breakpoint
CREATE INDEX "crm_clue_next_follow_time_sort_idx" ON "crm_clue" USING btree ("next_follow_time","id");--> statement-breakpoint
CREATE INDEX "crm_clue_last_follow_time_sort_idx" ON "crm_clue" USING btree ("last_follow_time","id");--> statement-breakpoint
CREATE INDEX "crm_clue_pool_time_sort_idx" ON "crm_clue" USING btree ("pool_time","id");--> statement-breakpoint
CREATE INDEX "crm_complaint_level_sort_idx" ON "crm_complaint" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "crm_contact_contact_name_sort_idx" ON "crm_contact" USING btree ("contact_name","id");--> statement-breakpoint
CREATE INDEX "crm_contact_next_follow_time_sort_idx" ON "crm_contact" USING btree ("next_follow_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_enterprise_name_sort_idx" ON "crm_customer" USING btree ("enterprise_name","id");--> statement-breakpoint
CREATE INDEX "crm_customer_level_sort_idx" ON "crm_customer" USING btree ("level","id");--> statement-breakpoint
CREATE INDEX "crm_customer_next_follow_time_sort_idx" ON "crm_customer" USING btree ("next_follow_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_last_follow_time_sort_idx" ON "crm_customer" USING btree ("last_follow_time","id");--> statement-breakpoint
CREATE INDEX "crm_customer_pool_time_sort_idx" ON "crm_customer" USING btree ("pool_time","id");--> statement-breakpoint
CREATE INDEX "crm_market_activity_name_sort_idx" ON "crm_market" USING btree ("activity_name","id");--> statement-breakpoint
CREATE INDEX "crm_market_start_date_sort_idx" ON "crm_market" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "crm_market_budget_sort_idx" ON "crm_market" USING btree ("budget","id");--> statement-breakpoint
CREATE INDEX "crm_visit_plan_visit_time_sort_idx" ON "crm_visit_plan" USING btree ("visit_time","id");--> statement-breakpoint
CREATE INDEX "hr_worker_entry_date_sort_idx" ON "hr_worker" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "hr_worker_regular_date_sort_idx" ON "hr_worker" USING btree ("regular_date","id");--> statement-breakpoint
CREATE INDEX "hr_worker_contract_end_date_sort_idx" ON "hr_worker" USING btree ("contract_end_date","id");--> statement-breakpoint
CREATE INDEX "oa_become_member_entry_date_sort_idx" ON "oa_become_member" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "oa_become_member_become_date_sort_idx" ON "oa_become_member" USING btree ("become_date","id");--> statement-breakpoint
CREATE INDEX "oa_go_out_start_time_sort_idx" ON "oa_go_out" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "oa_leave_start_date_sort_idx" ON "oa_leave" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "oa_leave_end_date_sort_idx" ON "oa_leave" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "oa_leave_duration_sort_idx" ON "oa_leave" USING btree ("duration","id");--> statement-breakpoint
CREATE INDEX "oa_quit_quit_date_sort_idx" ON "oa_quit" USING btree ("quit_date","id");--> statement-breakpoint
CREATE INDEX "oa_quit_handover_handover_date_sort_idx" ON "oa_quit_handover" USING btree ("handover_date","id");--> statement-breakpoint
CREATE INDEX "oa_use_car_start_time_sort_idx" ON "oa_use_car" USING btree ("start_time","id");--> statement-breakpoint
CREATE INDEX "oa_use_seal_use_date_sort_idx" ON "oa_use_seal" USING btree ("use_date","id");--> statement-breakpoint
CREATE INDEX "oa_work_handover_handover_date_sort_idx" ON "oa_work_handover" USING btree ("handover_date","id");--> statement-breakpoint
CREATE INDEX "pm_project_start_date_sort_idx" ON "pm_project" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "pm_project_end_date_sort_idx" ON "pm_project" USING btree ("end_date","id");--> statement-breakpoint
CREATE INDEX "prd_product_name_sort_idx" ON "prd_product" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "prd_product_price_sort_idx" ON "prd_product" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "prd_type_type_name_sort_idx" ON "prd_type" USING btree ("type_name","id");--> statement-breakpoint
CREATE INDEX "prd_type_sort_sort_idx" ON "prd_type" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "sys_legal_template_name_sort_idx" ON "sys_legal_template" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sys_notice_title_sort_idx" ON "sys_notice" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "sys_notice_publish_time_sort_idx" ON "sys_notice" USING btree ("publish_time","id");--> statement-breakpoint
CREATE INDEX "sys_notice_expire_date_sort_idx" ON "sys_notice" USING btree ("expire_date","id");--> statement-breakpoint
CREATE INDEX "sys_remark_template_name_sort_idx" ON "sys_remark_template" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sys_remark_template_sort_sort_idx" ON "sys_remark_template" USING btree ("sort","id");