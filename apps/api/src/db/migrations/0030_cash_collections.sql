CREATE TABLE "cash_collections" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"order_number" text NOT NULL,
	"collector_id" text,
	"collector_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"collected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handed_in_at" timestamp with time zone,
	"received_by" text,
	CONSTRAINT "cash_collections_amount_check" CHECK ("cash_collections"."amount_cents" >= 0),
	CONSTRAINT "cash_collections_handed_in_check" CHECK (("cash_collections"."handed_in_at" is null) = ("cash_collections"."received_by" is null))
);
--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_collector_id_users_id_fk" FOREIGN KEY ("collector_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_collections_outstanding_idx" ON "cash_collections" USING btree ("collector_id","collected_at") WHERE "cash_collections"."handed_in_at" is null;