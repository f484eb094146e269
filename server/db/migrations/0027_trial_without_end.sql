ALTER TABLE "landlords" ALTER COLUMN "trial_ends_at" DROP NOT NULL;--> statement-breakpoint
-- The trial's end now closes writes: an organization whose trial has ended (or ends within two
-- weeks) when this arrives gets two weeks from now, so nobody is locked out without notice.
UPDATE "landlords" SET "trial_ends_at" = now() + interval '14 days'
  WHERE "trial_ends_at" < now() + interval '14 days';
