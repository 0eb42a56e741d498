-- A truthful catalogue: OTC Medicine holds only medicines sold over the counter and products
-- that are not medicines. Prescription and controlled medicines listed there move to the new
-- category Prescription Medicine, shown after the spec's eight. A shop whose categories are
-- not seeded yet gets the category from the seed, which also sets its picture and place.
INSERT INTO "categories" ("name", "image", "sort_order")
SELECT 'Prescription Medicine', '/images/categories/prescription-medicine.webp', 8
WHERE EXISTS (SELECT 1 FROM "categories" WHERE "name" = 'OTC Medicine')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
UPDATE "products"
SET "category" = 'Prescription Medicine', "updated_at" = now()
WHERE "category" = 'OTC Medicine' AND "dispensing_class" IN ('prescription', 'controlled');
