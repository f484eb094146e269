CREATE INDEX "bids_landlord_due_idx" ON "bids" USING btree ("landlord_id","due_at","id");--> statement-breakpoint
CREATE INDEX "bids_created_idx" ON "bids" USING btree ("created_at","id");