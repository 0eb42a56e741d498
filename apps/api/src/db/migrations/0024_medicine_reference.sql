CREATE TABLE "medicine_references" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"generic_set" text NOT NULL,
	"strength" text NOT NULL,
	"form" text NOT NULL,
	"dispensing_class" text NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"requested_by" text,
	"changed_by" text,
	"change_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_references_medicine_key" UNIQUE("generic_set","strength","form"),
	CONSTRAINT "medicine_references_class_key" UNIQUE("generic_set","strength","form","dispensing_class"),
	CONSTRAINT "medicine_references_class_check" CHECK ("medicine_references"."dispensing_class" in ('otc', 'prescription', 'controlled')),
	CONSTRAINT "medicine_references_status_check" CHECK ("medicine_references"."status" in ('confirmed', 'requested')),
	CONSTRAINT "medicine_references_form_check" CHECK ("medicine_references"."form" in ('tablet', 'capsule', 'syrup', 'suspension', 'injection', 'infusion', 'cream', 'ointment', 'gel', 'lotion', 'drops', 'eye-drops', 'ear-drops', 'nasal-spray', 'inhaler', 'suppository', 'powder', 'sachet', 'solution', 'mouthwash'))
);
--> statement-breakpoint
ALTER TABLE "medicine_references" ADD CONSTRAINT "medicine_references_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_references" ADD CONSTRAINT "medicine_references_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_references_class_idx" ON "medicine_references" USING btree ("dispensing_class","status");--> statement-breakpoint
-- hand-written below
-- The medicine reference (decision 055), seeded for the whole catalogue: one entry per generic
-- set, strength and form the products have, with the strictest class among its products.
INSERT INTO "medicine_references" ("generic_set", "strength", "form", "dispensing_class", "status")
SELECT "generic_set", "strength", "form",
  (ARRAY['otc', 'prescription', 'controlled'])[max(CASE "dispensing_class" WHEN 'otc' THEN 1 WHEN 'prescription' THEN 2 ELSE 3 END)],
  'confirmed'
FROM "products"
WHERE "generic_set" IS NOT NULL
GROUP BY "generic_set", "strength", "form"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Antibiotics are sold only on a prescription: an entry holding one is never over the counter.
UPDATE "medicine_references" r
SET "dispensing_class" = 'prescription', "change_reason" = 'Holds an antibiotic: sold only on a prescription.', "updated_at" = now()
WHERE r."dispensing_class" = 'otc'
  AND EXISTS (SELECT 1 FROM "generics" g WHERE g."antibiotic" AND g."id"::text = ANY (string_to_array(r."generic_set", ',')));
--> statement-breakpoint
-- Every product takes its entry's class; one made stricter leaves OTC Medicine.
UPDATE "products" p
SET "dispensing_class" = r."dispensing_class",
  "category" = CASE WHEN p."category" = 'OTC Medicine' AND r."dispensing_class" <> 'otc' THEN 'Prescription Medicine' ELSE p."category" END,
  "updated_at" = now()
FROM "medicine_references" r
WHERE r."generic_set" = p."generic_set" AND r."strength" = p."strength" AND r."form" = p."form"
  AND p."dispensing_class" IS DISTINCT FROM r."dispensing_class";
--> statement-breakpoint
-- Prescription Medicine holds only prescription and controlled medicines: an over-the-counter one
-- there goes to OTC Medicine.
UPDATE "products" SET "category" = 'OTC Medicine', "updated_at" = now()
WHERE "category" = 'Prescription Medicine' AND "dispensing_class" = 'otc';
--> statement-breakpoint
-- A product's class is always its entry's: the key and the class point to the entry, and a change
-- of the entry's class reaches every product of it in the same statement. Written here, after the
-- entries exist, since the products already in a shop must each find theirs.
ALTER TABLE "products" ADD CONSTRAINT "products_medicine_reference_fk"
  FOREIGN KEY ("generic_set", "strength", "form", "dispensing_class")
  REFERENCES "medicine_references" ("generic_set", "strength", "form", "dispensing_class")
  ON UPDATE CASCADE ON DELETE RESTRICT;
--> statement-breakpoint
-- An entry holding an antibiotic is never over the counter, whoever writes it.
CREATE FUNCTION "medicine_references_antibiotic_not_otc"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."dispensing_class" = 'otc' AND EXISTS (
    SELECT 1 FROM "generics" g WHERE g."antibiotic" AND g."id"::text = ANY (string_to_array(NEW."generic_set", ','))
  ) THEN
    RAISE EXCEPTION 'medicine % holds an antibiotic and cannot be sold over the counter', NEW."id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'medicine_references_antibiotic_not_otc';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "medicine_references_antibiotic_not_otc"
  BEFORE INSERT OR UPDATE OF "dispensing_class", "generic_set" ON "medicine_references"
  FOR EACH ROW EXECUTE FUNCTION "medicine_references_antibiotic_not_otc"();
