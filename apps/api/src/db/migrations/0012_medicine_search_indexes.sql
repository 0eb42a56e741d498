DROP INDEX "products_name_lower_idx";--> statement-breakpoint
DROP INDEX "products_brand_bn_idx";--> statement-breakpoint
DROP INDEX "search_terms_key_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name"),"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_brand_bn_idx" ON "products" USING btree ("brand_bn","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "products"."brand_bn" is not null;--> statement-breakpoint
CREATE INDEX "search_terms_key_trgm_idx" ON "search_terms" USING gin ("key" gin_trgm_ops);