CREATE TABLE "notification_preferences" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"renewal_reminders_sms" boolean DEFAULT true NOT NULL,
	"renewal_reminders_email" boolean DEFAULT true NOT NULL,
	"expiry_reminders_sms" boolean DEFAULT true NOT NULL,
	"expiry_reminders_email" boolean DEFAULT true NOT NULL,
	"payment_receipts_sms" boolean DEFAULT true NOT NULL,
	"payment_receipts_email" boolean DEFAULT true NOT NULL,
	"offers_sms" boolean DEFAULT false NOT NULL,
	"offers_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period_end" date NOT NULL,
	"amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_kind_check" CHECK ("sent_reminders"."kind" in ('renewal', 'expiry'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_once_idx" ON "sent_reminders" USING btree ("purchase_id","kind","period_end");