CREATE TABLE "antibiotic_register" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_line_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"patient_name" text NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_bmdc" text NOT NULL,
	"medicine" text NOT NULL,
	"generics" text NOT NULL,
	"strength" text,
	"form" text,
	"packs" integer NOT NULL,
	"units" integer NOT NULL,
	"course_quantity" integer,
	"pharmacist_id" text NOT NULL,
	"pharmacist_name" text NOT NULL,
	"pharmacist_registration" text NOT NULL,
	CONSTRAINT "antibiotic_register_order_line_id_unique" UNIQUE("order_line_id"),
	CONSTRAINT "antibiotic_register_quantity_check" CHECK ("antibiotic_register"."packs" > 0 and "antibiotic_register"."units" >= "antibiotic_register"."packs"),
	CONSTRAINT "antibiotic_register_course_check" CHECK ("antibiotic_register"."course_quantity" is null or "antibiotic_register"."course_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "pharmacist_registrations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"registration" text NOT NULL,
	"set_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacist_registrations_registration_unique" UNIQUE("registration")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "actor_registration" text;--> statement-breakpoint
ALTER TABLE "pharmacist_registrations" ADD CONSTRAINT "pharmacist_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacist_registrations" ADD CONSTRAINT "pharmacist_registrations_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "antibiotic_register_at_idx" ON "antibiotic_register" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "antibiotic_register_pharmacist_idx" ON "antibiotic_register" USING btree ("pharmacist_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "antibiotic_register_order_idx" ON "antibiotic_register" USING btree ("order_number");--> statement-breakpoint
-- hand-written below
-- The antibiotic register is append-only like the audit trail (decision 057): any UPDATE,
-- DELETE or TRUNCATE of it is refused by the database itself, whoever asks.
CREATE FUNCTION antibiotic_register_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the antibiotic register is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER antibiotic_register_no_update_or_delete
  BEFORE UPDATE OR DELETE ON antibiotic_register
  FOR EACH ROW EXECUTE FUNCTION antibiotic_register_refuse_change();
--> statement-breakpoint
CREATE TRIGGER antibiotic_register_no_truncate
  BEFORE TRUNCATE ON antibiotic_register
  FOR EACH STATEMENT EXECUTE FUNCTION antibiotic_register_refuse_change();
