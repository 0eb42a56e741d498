CREATE TABLE "bkash_refund_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"latest_before" text,
	"refund_trx_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_currency" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"currency" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_currency_one_row_check" CHECK ("shop_currency"."id" = 'shop')
);
