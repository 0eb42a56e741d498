CREATE TABLE "seller_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"pharmacy_name" text NOT NULL,
	"pharmacy_address" text NOT NULL,
	"licence_number" text NOT NULL,
	"expires_on" date NOT NULL,
	"pharmacist_name" text NOT NULL,
	"pharmacist_registration" text NOT NULL,
	"pharmacist_grade" text NOT NULL,
	"scan_key" text,
	"scan_content_type" text,
	"scan_bytes" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"expiry_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_licences_status_check" CHECK ("seller_licences"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "seller_licences_scan_check" CHECK (("seller_licences"."scan_key" is null) = ("seller_licences"."scan_content_type" is null)),
	CONSTRAINT "seller_licences_grade_check" CHECK ("seller_licences"."pharmacist_grade" in ('A', 'B', 'C')),
	CONSTRAINT "seller_licences_decision_check" CHECK (("seller_licences"."status" = 'rejected') = ("seller_licences"."rejection_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "seller_licences" ADD CONSTRAINT "seller_licences_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_licences" ADD CONSTRAINT "seller_licences_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_licences_seller_idx" ON "seller_licences" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "seller_licences_in_force_idx" ON "seller_licences" USING btree ("seller_id","expires_on") WHERE "seller_licences"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_licences_one_pending_idx" ON "seller_licences" USING btree ("seller_id") WHERE "seller_licences"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "seller_licences_queue_idx" ON "seller_licences" USING btree ("status","created_at","id");--> statement-breakpoint
-- hand-written below
-- A licence approved, rejected, ended or written changes which sellers' products are on sale: every
-- instance drops all its kept product pages (an empty payload of products_changed, decision 024).
-- Rare writes, so dropping all costs nothing worth naming.
CREATE FUNCTION notify_seller_licences_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('products_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER seller_licences_changed AFTER INSERT OR UPDATE OR DELETE ON seller_licences
  FOR EACH STATEMENT EXECUTE FUNCTION notify_seller_licences_changed();
--> statement-breakpoint
-- The demo sellers, as the seed identifies them (their stable ids, apps/api/src/db/seed/seed.ts),
-- are licensed so their products stay on sale in a data folder made before this migration; every
-- other seller starts without a licence (docs/product.md). A shop started fresh gets the same rows
-- from the seed, which writes them under the same ids.
INSERT INTO seller_licences (id, seller_id, pharmacy_name, pharmacy_address, licence_number, expires_on,
    pharmacist_name, pharmacist_registration, pharmacist_grade, status, decided_at)
  SELECT l.id::uuid, u.id, l.pharmacy_name, l.pharmacy_address, l.licence_number,
    ((now() AT TIME ZONE 'Asia/Dhaka')::date + interval '2 years')::date,
    l.pharmacist_name, l.pharmacist_registration, l.pharmacist_grade, 'approved', now()
  FROM (VALUES
    ('517726c1-c274-5c6d-b308-d312e018db4b', 'd02a8562-7a3b-5c44-8a73-dab3b14da599', 'Shafiq Pharmacy',
      '27 Green Road, Dhanmondi, Dhaka 1205', 'DC-18426', 'Shafiqul Islam', 'A-2417', 'A'),
    ('b1dc1cb1-056d-5491-9d7b-c7cb5cc915e4', 'a20666ac-db69-52ea-b7c1-8698e7fae336', 'Nodi Health Store',
      '14 Zindabazar Road, Sylhet 3100', 'DC-27391', 'Nasrin Akter', 'B-10358', 'B')
  ) AS l(id, seller_id, pharmacy_name, pharmacy_address, licence_number, pharmacist_name, pharmacist_registration,
    pharmacist_grade)
  JOIN users u ON u.id = l.seller_id AND u.role = 'seller'
ON CONFLICT DO NOTHING;
