DROP INDEX "bids_landlord_created_idx";--> statement-breakpoint
CREATE INDEX "contracts_active_notice_idx" ON "contracts" USING btree ("landlord_id",("ends_on" - "notice_days")) WHERE "contracts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "contracts_active_anniversary_idx" ON "contracts" USING btree ("landlord_id",(date_part('month', "starts_on") * 100 + date_part('day', "starts_on"))) WHERE "contracts"."status" = 'active' and "contracts"."indexation_percent" is not null;--> statement-breakpoint
CREATE INDEX "bids_landlord_status_created_idx" ON "bids" USING btree ("landlord_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "bids_landlord_status_id_idx" ON "bids" USING btree ("landlord_id","status","id");--> statement-breakpoint
CREATE INDEX "bids_landlord_source_created_idx" ON "bids" USING btree ("landlord_id","source","created_at","id");--> statement-breakpoint
CREATE INDEX "bids_open_executor_due_idx" ON "bids" USING btree ("landlord_id","executor_id","due_at","id") WHERE "bids"."status" in ('new', 'in_progress');--> statement-breakpoint
CREATE INDEX "tasks_current_deadline_idx" ON "tasks" USING btree ("landlord_id","deadline","id") WHERE "tasks"."status" in ('new', 'in_progress', 'paused', 'for_revision', 'expired');--> statement-breakpoint
CREATE INDEX "tasks_current_priority_idx" ON "tasks" USING btree ("landlord_id",(case "priority" when 'high' then 3 when 'medium' then 2 else 1 end),"id") WHERE "tasks"."status" in ('new', 'in_progress', 'paused', 'for_revision', 'expired');--> statement-breakpoint
CREATE INDEX "tasks_completed_done_idx" ON "tasks" USING btree ("landlord_id","done_at","id") WHERE "tasks"."status" in ('done', 'accepted', 'rejected');--> statement-breakpoint
CREATE INDEX "bids_landlord_created_idx" ON "bids" USING btree ("landlord_id","created_at","id","status");