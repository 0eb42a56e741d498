CREATE TABLE "medicine_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"strength" text,
	"quantity" integer NOT NULL,
	"phone" text NOT NULL,
	"language" text NOT NULL,
	"requester_id" text,
	"client_address" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"product_id" uuid,
	"listed_by" text,
	"listed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_requests_status_check" CHECK ("medicine_requests"."status" in ('open', 'listed')),
	CONSTRAINT "medicine_requests_quantity_check" CHECK ("medicine_requests"."quantity" between 1 and 100),
	CONSTRAINT "medicine_requests_language_check" CHECK ("medicine_requests"."language" in ('en', 'bn')),
	CONSTRAINT "medicine_requests_listed_check" CHECK (("medicine_requests"."status" = 'open') = ("medicine_requests"."listed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_requests" ADD CONSTRAINT "medicine_requests_listed_by_users_id_fk" FOREIGN KEY ("listed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicine_requests_status_created_idx" ON "medicine_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medicine_requests_phone_created_idx" ON "medicine_requests" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "medicine_requests_address_created_idx" ON "medicine_requests" USING btree ("client_address","created_at");