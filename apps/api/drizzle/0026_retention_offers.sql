CREATE TABLE "accepted_retention_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"renewals" integer NOT NULL,
	"renewals_left" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accepted_retention_offers_purchase_unique" UNIQUE("purchase_id"),
	CONSTRAINT "accepted_retention_offers_kind_check" CHECK ("accepted_retention_offers"."kind" in ('discount')),
	CONSTRAINT "accepted_retention_offers_percent_check" CHECK ("accepted_retention_offers"."percent" between 1 and 99),
	CONSTRAINT "accepted_retention_offers_left_check" CHECK ("accepted_retention_offers"."renewals_left" between 0 and "accepted_retention_offers"."renewals")
);
--> statement-breakpoint
CREATE TABLE "retention_offers" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent" integer NOT NULL,
	"renewals" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retention_offers_kind_check" CHECK ("retention_offers"."kind" in ('discount')),
	CONSTRAINT "retention_offers_percent_check" CHECK ("retention_offers"."percent" between 5 and 90),
	CONSTRAINT "retention_offers_renewals_check" CHECK ("retention_offers"."renewals" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "accepted_retention_offers" ADD CONSTRAINT "accepted_retention_offers_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_offers" ADD CONSTRAINT "retention_offers_updated_by_staff_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;