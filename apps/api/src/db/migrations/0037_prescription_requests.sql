CREATE TABLE "prescription_request_lines" (
	"request_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"substitute_for" text,
	CONSTRAINT "prescription_request_lines_request_id_position_pk" PRIMARY KEY("request_id","position"),
	CONSTRAINT "prescription_request_lines_quantity_check" CHECK ("prescription_request_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "prescription_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" text NOT NULL,
	"prescription_id" uuid NOT NULL,
	"address_id" uuid NOT NULL,
	"note" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"proposal_note" text,
	"proposed_by" text,
	"proposed_at" timestamp with time zone,
	"answer_by" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescription_requests_status_check" CHECK ("prescription_requests"."status" in ('waiting', 'proposed', 'accepted', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "prescription_requests_proposal_check" CHECK (("prescription_requests"."status" in ('waiting', 'cancelled')) = ("prescription_requests"."proposed_at" is null) and ("prescription_requests"."proposed_at" is null) = ("prescription_requests"."answer_by" is null))
);
--> statement-breakpoint
ALTER TABLE "prescription_request_lines" ADD CONSTRAINT "prescription_request_lines_request_id_prescription_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."prescription_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_request_lines" ADD CONSTRAINT "prescription_request_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_requests" ADD CONSTRAINT "prescription_requests_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_requests" ADD CONSTRAINT "prescription_requests_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_requests" ADD CONSTRAINT "prescription_requests_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_requests" ADD CONSTRAINT "prescription_requests_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_requests_buyer_idx" ON "prescription_requests" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "prescription_requests_status_idx" ON "prescription_requests" USING btree ("status","created_at");