-- An Idempotency-Key now answers only the request it was first sent with (a hash of its method,
-- path and body), and a claim names the server process holding it, so that a retry can take over
-- the claim of a process that died. The create's own transaction writes the record it made into
-- the claim, so that a retry after a commit whose answer was lost answers that record. Keys are
-- kept a day and stored ones have neither hash nor holder: they are forgotten (a retry across the
-- upgrade is handled as a new request).
DELETE FROM "idempotency_keys";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "request_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "holder" text NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "record_id" integer;
