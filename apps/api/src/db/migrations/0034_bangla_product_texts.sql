ALTER TABLE "products" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_label_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "indications_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dosage_bn" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "side_effects_bn" text;