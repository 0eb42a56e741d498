CREATE TABLE "product_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"batch" text NOT NULL,
	"expires_on" date,
	"quantity" integer NOT NULL,
	"received_on" date DEFAULT current_date NOT NULL,
	"supplier" text,
	"cost_cents" integer,
	"status" text DEFAULT 'sellable' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_lots_batch_unique" UNIQUE("product_id","batch"),
	CONSTRAINT "product_lots_quantity_check" CHECK ("product_lots"."quantity" >= 0),
	CONSTRAINT "product_lots_cost_check" CHECK ("product_lots"."cost_cents" is null or "product_lots"."cost_cents" >= 0),
	CONSTRAINT "product_lots_status_check" CHECK ("product_lots"."status" in ('sellable', 'quarantined', 'recalled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "stock_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"order_id" uuid,
	"actor_id" text,
	"reason" text,
	CONSTRAINT "stock_moves_quantity_check" CHECK ("stock_moves"."quantity" <> 0),
	CONSTRAINT "stock_moves_kind_check" CHECK ("stock_moves"."kind" in ('received', 'sold', 'returned', 'adjusted', 'expired', 'recalled'))
);
--> statement-breakpoint
ALTER TABLE "product_lots" ADD CONSTRAINT "product_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_lots_fefo_idx" ON "product_lots" USING btree ("product_id","expires_on","received_on","id") WHERE "product_lots"."status" = 'sellable';--> statement-breakpoint
CREATE INDEX "product_lots_expiry_idx" ON "product_lots" USING btree ("expires_on") WHERE "product_lots"."status" = 'sellable';--> statement-breakpoint
CREATE INDEX "stock_moves_lot_idx" ON "stock_moves" USING btree ("lot_id","at");--> statement-breakpoint
CREATE INDEX "stock_moves_product_idx" ON "stock_moves" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "stock_moves_order_idx" ON "stock_moves" USING btree ("order_id","product_id") WHERE "stock_moves"."order_id" is not null;--> statement-breakpoint
-- hand-written below
-- The stock ledger is append-only: any UPDATE, DELETE or TRUNCATE of it is refused by the
-- database itself, whoever asks.
CREATE FUNCTION stock_moves_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the stock ledger is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER stock_moves_no_update_or_delete
  BEFORE UPDATE OR DELETE ON stock_moves
  FOR EACH ROW EXECUTE FUNCTION stock_moves_refuse_change();
--> statement-breakpoint
CREATE TRIGGER stock_moves_no_truncate
  BEFORE TRUNCATE ON stock_moves
  FOR EACH STATEMENT EXECUTE FUNCTION stock_moves_refuse_change();
--> statement-breakpoint
-- A product written with stock but no lot (an import, a product form's first figure) gets an
-- opening lot holding that stock, with no batch or expiry known, and its ledger row: the
-- product's stock stays the sum of its sellable lots however the row was written.
CREATE FUNCTION products_opening_lot() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lot uuid;
BEGIN
  INSERT INTO product_lots (product_id, batch, quantity) VALUES (NEW.id, 'OPENING', NEW.stock)
    RETURNING id INTO lot;
  INSERT INTO stock_moves (product_id, lot_id, kind, quantity, reason)
    VALUES (NEW.id, lot, 'received', NEW.stock, 'opening stock');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_opening_lot
  AFTER INSERT ON products
  FOR EACH ROW WHEN (NEW.stock > 0) EXECUTE FUNCTION products_opening_lot();
--> statement-breakpoint
-- The stock already on the shelf becomes each product's opening lot.
WITH opened AS (
  INSERT INTO product_lots (product_id, batch, quantity)
  SELECT id, 'OPENING', stock FROM products WHERE stock > 0
  RETURNING id, product_id, quantity
)
INSERT INTO stock_moves (product_id, lot_id, kind, quantity, reason)
SELECT product_id, id, 'received', quantity, 'opening stock' FROM opened;
