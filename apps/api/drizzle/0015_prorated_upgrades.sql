ALTER TABLE "transactions" DROP CONSTRAINT "transactions_purpose_check";--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD COLUMN "purchase_id" uuid;--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD COLUMN "charged_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD COLUMN "charged_tax_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD CONSTRAINT "base_package_changes_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "base_package_changes_purchase_idx" ON "base_package_changes" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD CONSTRAINT "base_package_changes_charged_check" CHECK (("base_package_changes"."charged_amount" is null) = ("base_package_changes"."charged_tax_amount" is null) and ("base_package_changes"."charged_amount" is null or ("base_package_changes"."charged_amount" >= 0 and "base_package_changes"."charged_tax_amount" >= 0)));--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purpose_check" CHECK ("transactions"."purpose" in ('PURCHASE', 'RENEWAL', 'VOUCHER', 'REACTIVATION', 'UPGRADE'));