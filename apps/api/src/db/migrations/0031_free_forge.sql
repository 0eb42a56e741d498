CREATE TABLE "shop_currency" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"currency" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_currency_one_row_check" CHECK ("shop_currency"."id" = 'shop')
);
