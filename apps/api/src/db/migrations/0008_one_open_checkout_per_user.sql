ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status_check";--> statement-breakpoint
-- A cart may have several open checkouts from before: keep each person's newest one
-- open, so the unique index below can be built, and void the others (their sandbox
-- intents can no longer be confirmed; a Stripe one that gets paid is refunded).
WITH "older" AS (
	UPDATE "checkouts" c SET "status" = 'superseded', "updated_at" = now()
	WHERE c."status" = 'open' AND EXISTS (
		SELECT 1 FROM "checkouts" n
		WHERE n."user_id" = c."user_id" AND n."status" = 'open' AND (n."created_at", n."id") > (c."created_at", c."id")
	)
	RETURNING c."provider", c."intent_id"
)
UPDATE "sandbox_payment_intents" i SET "status" = 'canceled', "updated_at" = now()
FROM "older" o
WHERE o."provider" = 'sandbox' AND i."id" = o."intent_id" AND i."status" = 'requires_payment_method';--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_one_open_per_user" ON "checkouts" USING btree ("user_id") WHERE "checkouts"."status" = 'open';--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('open', 'paid', 'refunded', 'failed', 'superseded'));