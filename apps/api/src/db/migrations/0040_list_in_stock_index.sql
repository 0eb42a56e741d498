DROP INDEX "products_form_created_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_form_created_idx" ON "products" USING btree ("form","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"in_stock","dispensing_class","seller_id") WHERE "products"."form" is not null;