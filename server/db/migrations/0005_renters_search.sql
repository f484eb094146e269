CREATE INDEX "renters_bin_trgm" ON "renters" USING gin ("bin_iin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "renters_outlet_trgm" ON "renters" USING gin ("outlet_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "renters_contact_trgm" ON "renters" USING gin ("contact_full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "renters_phone_trgm" ON "renters" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "renters_landlord_status_idx" ON "renters" USING btree ("landlord_id","status","category");