ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" DROP CONSTRAINT "sandbox_payment_intents_status_check";--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_quantity_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_cents" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "capture_cents" integer;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "capture_method" text DEFAULT 'automatic' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD COLUMN "captured_cents" integer;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "requires_prescription" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "requested_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "review_note" text;--> statement-breakpoint
UPDATE "order_lines" SET "requires_prescription" = true FROM "products" WHERE "products"."id" = "order_lines"."product_id" AND "products"."dispensing_class" in ('prescription', 'controlled');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_idx" ON "orders" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "orders_awaiting_review_idx" ON "orders" USING btree ("created_at","hold_expires_at") WHERE "orders"."status" = 'awaiting_prescription';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'authorized', 'succeeded', 'failed', 'voided'));--> statement-breakpoint
ALTER TABLE "sandbox_payment_intents" ADD CONSTRAINT "sandbox_payment_intents_status_check" CHECK ("sandbox_payment_intents"."status" in ('requires_payment_method', 'requires_capture', 'succeeded', 'canceled', 'refunded'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_review_check" CHECK (("order_lines"."review_decision" is null and "order_lines"."requested_quantity" is null) or ("order_lines"."review_decision" in ('approved', 'rejected') and "order_lines"."requested_quantity" >= "order_lines"."quantity"));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0 or ("order_lines"."quantity" = 0 and "order_lines"."review_decision" = 'rejected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_prescription', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('due', 'awaiting', 'authorized', 'paid', 'refunded', 'refund_failed', 'void'));