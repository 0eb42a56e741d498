CREATE TABLE "notification_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"order_email" boolean DEFAULT true NOT NULL,
	"order_sms" boolean DEFAULT false NOT NULL,
	"marketing_email" boolean DEFAULT false NOT NULL,
	"marketing_sms" boolean DEFAULT false NOT NULL,
	"sms_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_sms_needs_phone" CHECK (("notification_settings"."order_sms" = false and "notification_settings"."marketing_sms" = false) or "notification_settings"."sms_phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;