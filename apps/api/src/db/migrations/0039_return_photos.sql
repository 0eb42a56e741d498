CREATE TABLE "order_return_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_return_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "order_return_photos_type_check" CHECK ("order_return_photos"."content_type" in ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "order_return_photos_position_check" CHECK ("order_return_photos"."position" between 0 and 1)
);
--> statement-breakpoint
ALTER TABLE "order_return_photos" ADD CONSTRAINT "order_return_photos_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_photos_position_unique" ON "order_return_photos" USING btree ("return_id","position");