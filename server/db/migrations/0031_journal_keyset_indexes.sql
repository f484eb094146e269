DROP INDEX "bids_landlord_created_idx";--> statement-breakpoint
DROP INDEX "bids_landlord_executor_idx";--> statement-breakpoint
CREATE INDEX "bids_landlord_created_idx" ON "bids" USING btree ("landlord_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bids_landlord_executor_idx" ON "bids" USING btree ("landlord_id","executor_id","created_at","id");