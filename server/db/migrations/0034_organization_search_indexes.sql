CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "bids_search_trgm";--> statement-breakpoint
DROP INDEX "tasks_search_trgm";--> statement-breakpoint
CREATE INDEX "bids_landlord_search_trgm" ON "bids" USING gin ("landlord_id","search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_landlord_search_trgm" ON "tasks" USING gin ("landlord_id","search_text" gin_trgm_ops);