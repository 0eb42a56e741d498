CREATE TABLE "recall_buyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recall_id" uuid NOT NULL,
	"buyer_id" text,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"units" integer NOT NULL,
	"order_ids" uuid[] NOT NULL,
	"order_numbers" text[] NOT NULL,
	"event" text NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recall_buyers_recall_email_unique" UNIQUE("recall_id","email"),
	CONSTRAINT "recall_buyers_units_check" CHECK ("recall_buyers"."units" > 0)
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"scope" text NOT NULL,
	"batches" text[] NOT NULL,
	"reason" text NOT NULL,
	"instructions" text NOT NULL,
	"units_withdrawn" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recalls_scope_check" CHECK ("recalls"."scope" in ('batch', 'product'))
);
--> statement-breakpoint
ALTER TABLE "product_lots" ADD COLUMN "recall_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_by_recall_id" uuid;--> statement-breakpoint
ALTER TABLE "recall_buyers" ADD CONSTRAINT "recall_buyers_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_buyers" ADD CONSTRAINT "recall_buyers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_buyers" ADD CONSTRAINT "recall_buyers_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recalls" ADD CONSTRAINT "recalls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recalls_created_idx" ON "recalls" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_held_by_recall_id_recalls_id_fk" FOREIGN KEY ("held_by_recall_id") REFERENCES "public"."recalls"("id") ON DELETE set null ON UPDATE no action;