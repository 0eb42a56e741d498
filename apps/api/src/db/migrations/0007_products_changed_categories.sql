-- The products_changed notice now names the categories a statement touched, as a JSON
-- array of distinct names (before and after an update, so a product moved between
-- categories names both), so an instance drops only the kept pages those categories
-- show. An empty payload means "anything may have changed": a truncate, or more names
-- than a notice carries. A statement that changed no rows sends nothing.
-- Transition tables need one trigger per event; the function serves all of them
-- (PL/pgSQL keeps its plans per trigger, so each sees its own transition tables).
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
DROP FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE FUNCTION notify_products_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT json_agg(DISTINCT category)::text INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT json_agg(DISTINCT category)::text INTO touched FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT json_agg(DISTINCT category)::text INTO touched
      FROM (SELECT category FROM old_rows UNION ALL SELECT category FROM new_rows) AS rows;
  ELSE
    touched := '';
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  -- A notice carries at most 8000 bytes.
  IF octet_length(touched) > 7900 THEN
    touched := '';
  END IF;
  PERFORM pg_notify('products_changed', touched);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_updated AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_deleted AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
--> statement-breakpoint
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_products_changed();
