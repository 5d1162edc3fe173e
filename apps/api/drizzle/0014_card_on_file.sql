CREATE TABLE "card_preapprovals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"transaction_id" uuid,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_preapprovals_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "card_preapprovals_status_check" CHECK ("card_preapprovals"."status" in ('PENDING', 'APPROVED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "card_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"customer_token" text NOT NULL,
	"method" text,
	"card_mask" text NOT NULL,
	"card_holder_name" text,
	"card_expiry" text,
	"preapproval_id" uuid,
	"expiry_warned_at" timestamp with time zone,
	"forgotten_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_preapprovals" ADD CONSTRAINT "card_preapprovals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_preapprovals" ADD CONSTRAINT "card_preapprovals_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_preapprovals" ADD CONSTRAINT "card_preapprovals_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_preapproval_id_card_preapprovals_id_fk" FOREIGN KEY ("preapproval_id") REFERENCES "public"."card_preapprovals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_preapprovals_account_idx" ON "card_preapprovals" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "card_preapprovals_transaction_idx" ON "card_preapprovals" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_tokens_one_live_idx" ON "card_tokens" USING btree ("account_id") WHERE "card_tokens"."forgotten_at" is null;--> statement-breakpoint
CREATE INDEX "card_tokens_account_idx" ON "card_tokens" USING btree ("account_id");