CREATE TABLE "generics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_bn" text,
	"summary" text,
	"summary_bn" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generics_status_check" CHECK ("generics"."status" in ('confirmed', 'requested'))
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_bn" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manufacturers_status_check" CHECK ("manufacturers"."status" in ('confirmed', 'requested'))
);
--> statement-breakpoint
CREATE TABLE "product_generics" (
	"product_id" uuid NOT NULL,
	"generic_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_generics_product_id_generic_id_pk" PRIMARY KEY("product_id","generic_id")
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"key" text NOT NULL,
	"ref_id" uuid,
	CONSTRAINT "search_terms_unique" UNIQUE NULLS NOT DISTINCT("kind","term","ref_id"),
	CONSTRAINT "search_terms_kind_check" CHECK ("search_terms"."kind" in ('brand', 'brand_bn', 'generic', 'manufacturer'))
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "generic_set" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "strength" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "manufacturer_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_label" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dispensing_class" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "indications" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dosage" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "side_effects" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "brand_bn" text;--> statement-breakpoint
ALTER TABLE "generics" ADD CONSTRAINT "generics_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD CONSTRAINT "manufacturers_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_generics" ADD CONSTRAINT "product_generics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_generics" ADD CONSTRAINT "product_generics_generic_id_generics_id_fk" FOREIGN KEY ("generic_id") REFERENCES "public"."generics"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "generics_name_lower_key" ON "generics" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "generics_status_name_idx" ON "generics" USING btree ("status","name");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturers_name_lower_key" ON "manufacturers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "manufacturers_status_name_idx" ON "manufacturers" USING btree ("status","name");--> statement-breakpoint
CREATE INDEX "product_generics_generic_idx" ON "product_generics" USING btree ("generic_id","position","product_id");--> statement-breakpoint
CREATE INDEX "search_terms_key_trgm_idx" ON "search_terms" USING gist ("key" gist_trgm_ops(siglen=64));--> statement-breakpoint
CREATE INDEX "search_terms_key_idx" ON "search_terms" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_ref_idx" ON "search_terms" USING btree ("ref_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "products_substitutes_idx" ON "products" USING btree ("generic_set","strength","form") WHERE "products"."generic_set" is not null;--> statement-breakpoint
CREATE INDEX "products_form_created_idx" ON "products" USING btree ("form","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."form" is not null;--> statement-breakpoint
CREATE INDEX "products_manufacturer_created_idx" ON "products" USING btree ("manufacturer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."manufacturer_id" is not null;--> statement-breakpoint
CREATE INDEX "products_class_created_idx" ON "products" USING btree ("dispensing_class","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."dispensing_class" is not null;--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "products_brand_bn_idx" ON "products" USING btree ("brand_bn") WHERE "products"."brand_bn" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_medicine_check" CHECK (("products"."generic_set" is null and "products"."strength" is null and "products"."form" is null and "products"."manufacturer_id" is null and "products"."pack_size" is null and "products"."pack_label" is null and "products"."dispensing_class" is null)
        or ("products"."generic_set" is not null and "products"."strength" is not null and "products"."form" is not null and "products"."manufacturer_id" is not null and "products"."pack_size" > 0 and "products"."pack_label" is not null and "products"."dispensing_class" is not null));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_form_check" CHECK ("products"."form" in ('tablet', 'capsule', 'syrup', 'suspension', 'injection', 'infusion', 'cream', 'ointment', 'gel', 'lotion', 'drops', 'eye-drops', 'ear-drops', 'nasal-spray', 'inhaler', 'suppository', 'powder', 'sachet', 'solution', 'mouthwash'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_dispensing_class_check" CHECK ("products"."dispensing_class" in ('otc', 'prescription', 'controlled'));--> statement-breakpoint
-- Hand-written (docs/decisions/034-medicine-search.md). The search key of a name: lower case,
-- punctuation as spaces, and the spellings romanised medicine names vary in folded together,
-- so "Paracetamole", "parasitamol" and "PARACETAMOL" meet at one key (e/i and o/u, which
-- romanisations of Bangla swap freely, are one letter each). Latin letters only:
-- Bangla script is kept as written (zero-width joiners aside).
CREATE FUNCTION search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(translate(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
      regexp_replace(lower(t), '[\u200c\u200d]', '', 'g'),
      '[-_.,;:/\\()+*''"&!?#%\[\]{}|<>=~`^@$]', ' ', 'g'),
      'ph', 'f', 'g'),
      'c([eiy])', 's\1', 'g'),
      '(ck|c|q)', 'k', 'g'),
      'x', 'ks', 'g'),
      'z', 's', 'g'),
      '([bdgkt])h', '\1', 'g'),
      'y', 'i', 'g'),
      'ee', 'i', 'g'),
      '(oo|ou)', 'u', 'g'),
      '([a-z])e\M', '\1', 'g'),
      'eo', 'iu'),
      '([a-z])\1+', '\1', 'g'),
    '\s+', ' ', 'g'))
$$;
--> statement-breakpoint
-- A product's names become brand terms when it is added or renamed. Terms of names no product
-- bears any more stay; a search reaches products through them and finds none.
CREATE FUNCTION search_terms_of_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (kind, term, key)
    SELECT DISTINCT kind, term, search_key(term) FROM (
      SELECT 'brand' AS kind, lower(n.name) AS term FROM new_rows n
      UNION ALL
      SELECT 'brand_bn', n.brand_bn FROM new_rows n WHERE n.brand_bn IS NOT NULL
    ) AS names
    WHERE search_key(term) <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_terms_inserted AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_of_products();
--> statement-breakpoint
CREATE TRIGGER products_search_terms_updated AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_of_products();
--> statement-breakpoint
-- A generic's or maker's names are its terms while it is confirmed; a requested one is found
-- by no search until an admin confirms it.
CREATE FUNCTION search_terms_of_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_kind text := CASE TG_TABLE_NAME WHEN 'generics' THEN 'generic' ELSE 'manufacturer' END;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM search_terms WHERE ref_id = OLD.id AND kind = entry_kind;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'confirmed' THEN
    INSERT INTO search_terms (kind, term, key, ref_id)
      SELECT DISTINCT entry_kind, term, search_key(term), NEW.id
        FROM (VALUES (NEW.name), (NEW.name_bn)) AS names(term)
       WHERE term IS NOT NULL AND search_key(term) <> ''
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER generics_search_terms AFTER INSERT OR UPDATE OR DELETE ON generics
  FOR EACH ROW EXECUTE FUNCTION search_terms_of_entry();
--> statement-breakpoint
CREATE TRIGGER manufacturers_search_terms AFTER INSERT OR UPDATE OR DELETE ON manufacturers
  FOR EACH ROW EXECUTE FUNCTION search_terms_of_entry();
--> statement-breakpoint
-- Product pages show their generics' and maker's names: renaming one changes pages of any
-- category, so the notice is the empty "anything may have changed" (migration 0007).
CREATE FUNCTION notify_catalog_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('products_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER generics_changed AFTER UPDATE OR DELETE ON generics
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_names_changed();
--> statement-breakpoint
CREATE TRIGGER manufacturers_changed AFTER UPDATE OR DELETE ON manufacturers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_names_changed();
