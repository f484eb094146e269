CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "landlords_bin_trgm" ON "landlords" USING gin ("bin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "landlords_director_trgm" ON "landlords" USING gin ("director_full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "landlords_email_trgm" ON "landlords" USING gin ("email" gin_trgm_ops);