CREATE TABLE "order_return_lines" (
	"return_id" uuid NOT NULL,
	"line_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_return_lines_return_id_line_id_pk" PRIMARY KEY("return_id","line_id"),
	CONSTRAINT "order_return_lines_quantity_check" CHECK ("order_return_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"asked_by" text,
	"asked_by_name" text,
	"decided_by" text,
	"decided_by_name" text,
	"refusal" text,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_returns_status_check" CHECK ("order_returns"."status" in ('requested', 'accepted', 'refused')),
	CONSTRAINT "order_returns_decision_check" CHECK (("order_returns"."status" = 'requested') = ("order_returns"."decided_at" is null) and ("order_returns"."status" = 'refused') = ("order_returns"."refusal" is not null) and ("order_returns"."status" = 'accepted') = ("order_returns"."amount_cents" is not null))
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_one_per_order";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_lines_line_idx" ON "order_return_lines" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_open" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_whole_per_order" ON "refunds" USING btree ("order_id") WHERE "refunds"."return_id" is null;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_one_per_return" UNIQUE("return_id");