ALTER TABLE "generics" ADD COLUMN "antibiotic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded antibacterials, by name: a shop seeded before the flag existed gets it too.
UPDATE "generics" SET "antibiotic" = true
WHERE lower("name") IN ('azithromycin', 'amoxicillin', 'clavulanic acid', 'flucloxacillin', 'cefixime',
  'cefuroxime', 'ceftriaxone', 'ciprofloxacin', 'levofloxacin', 'doxycycline', 'metronidazole',
  'chloramphenicol', 'mupirocin', 'fusidic acid');
--> statement-breakpoint
-- Antibiotics are sold only on prescription: one listed as over the counter is raised, and
-- leaves OTC Medicine, which holds only medicines sold over the counter.
UPDATE "products" p
SET "dispensing_class" = 'prescription',
  "category" = CASE WHEN p."category" = 'OTC Medicine' THEN 'Prescription Medicine' ELSE p."category" END,
  "updated_at" = now()
WHERE p."dispensing_class" = 'otc'
  AND EXISTS (
    SELECT 1 FROM "product_generics" pg JOIN "generics" g ON g."id" = pg."generic_id"
    WHERE pg."product_id" = p."id" AND g."antibiotic"
  );
