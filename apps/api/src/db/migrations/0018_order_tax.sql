ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."items_cents" >= 0 and "orders"."delivery_fee_cents" >= 0 and "orders"."tax_cents" >= 0 and "orders"."total_cents" = "orders"."items_cents" + "orders"."delivery_fee_cents" + "orders"."tax_cents");