-- Every statement that changes products (a seller's edit, stock taken by a payment, an
-- admin's delete) tells the app instances listening on `products_changed`, once its
-- transaction commits, so each can drop the product pages it keeps in memory. A
-- transaction that changes products many times sends one notice: PostgreSQL folds
-- identical notices of one transaction together.
CREATE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('products_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
