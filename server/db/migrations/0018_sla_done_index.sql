DROP INDEX "bids_landlord_done_idx";--> statement-breakpoint
CREATE INDEX "bids_landlord_done_due_idx" ON "bids" USING btree ("landlord_id","done_at","due_at") WHERE "bids"."status" = 'done';