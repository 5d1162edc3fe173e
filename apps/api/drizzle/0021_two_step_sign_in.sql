CREATE TABLE "account_two_step" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"totp_secret" text,
	"totp_last_step" bigint,
	"recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_two_step_method_check" CHECK ("account_two_step"."method" in ('authenticator', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "second_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"method" text NOT NULL,
	"device_id" uuid,
	"new_device" boolean NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "second_steps_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "second_steps_method_check" CHECK ("second_steps"."method" in ('authenticator', 'sms'))
);
--> statement-breakpoint
CREATE TABLE "two_step_sms_codes" (
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_step_sms_codes_account_id_purpose_pk" PRIMARY KEY("account_id","purpose"),
	CONSTRAINT "two_step_sms_codes_purpose_check" CHECK ("two_step_sms_codes"."purpose" in ('set_up', 'sign_in', 'manage'))
);
--> statement-breakpoint
ALTER TABLE "login_devices" ADD COLUMN "two_step_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_two_step" ADD CONSTRAINT "account_two_step_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_steps" ADD CONSTRAINT "second_steps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_steps" ADD CONSTRAINT "second_steps_device_id_login_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."login_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_step_sms_codes" ADD CONSTRAINT "two_step_sms_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_steps_account_idx" ON "second_steps" USING btree ("account_id");