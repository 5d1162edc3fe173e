ALTER TABLE "accepted_retention_offers" DROP CONSTRAINT "accepted_retention_offers_kind_check";--> statement-breakpoint
ALTER TABLE "retention_offers" DROP CONSTRAINT "retention_offers_kind_check";--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ALTER COLUMN "renewals" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ALTER COLUMN "renewals_left" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_offers" ALTER COLUMN "percent" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "retention_offers" ALTER COLUMN "renewals" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ADD COLUMN "pause_periods" integer;--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ADD COLUMN "downgrade_product_id" uuid;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD COLUMN "pause_periods" integer;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD COLUMN "downgrade_product_id" uuid;--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ADD CONSTRAINT "accepted_retention_offers_downgrade_product_id_products_id_fk" FOREIGN KEY ("downgrade_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_downgrade_product_id_products_id_fk" FOREIGN KEY ("downgrade_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ADD CONSTRAINT "accepted_retention_offers_terms_check" CHECK ((("accepted_retention_offers"."kind" = 'discount' and "accepted_retention_offers"."percent" is not null and "accepted_retention_offers"."renewals" is not null and "accepted_retention_offers"."pause_periods" is null and "accepted_retention_offers"."downgrade_product_id" is null)
    or ("accepted_retention_offers"."kind" = 'pause' and "accepted_retention_offers"."pause_periods" between 1 and 3 and "accepted_retention_offers"."percent" is null and "accepted_retention_offers"."renewals" is null and "accepted_retention_offers"."downgrade_product_id" is null)
    or ("accepted_retention_offers"."kind" = 'downgrade' and "accepted_retention_offers"."downgrade_product_id" is not null and "accepted_retention_offers"."percent" is null and "accepted_retention_offers"."renewals" is null and "accepted_retention_offers"."pause_periods" is null)) and ("accepted_retention_offers"."kind" = 'discount') = ("accepted_retention_offers"."renewals_left" is not null));--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ADD CONSTRAINT "accepted_retention_offers_kind_check" CHECK ("accepted_retention_offers"."kind" in ('discount', 'pause', 'downgrade'));--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_terms_check" CHECK ((("retention_offers"."kind" = 'discount' and "retention_offers"."percent" is not null and "retention_offers"."renewals" is not null and "retention_offers"."pause_periods" is null and "retention_offers"."downgrade_product_id" is null)
    or ("retention_offers"."kind" = 'pause' and "retention_offers"."pause_periods" between 1 and 3 and "retention_offers"."percent" is null and "retention_offers"."renewals" is null and "retention_offers"."downgrade_product_id" is null)
    or ("retention_offers"."kind" = 'downgrade' and "retention_offers"."downgrade_product_id" is not null and "retention_offers"."percent" is null and "retention_offers"."renewals" is null and "retention_offers"."pause_periods" is null)));--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_kind_check" CHECK ("retention_offers"."kind" in ('discount', 'pause', 'downgrade'));