CREATE TABLE "uploaded_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "uploaded_images_type_check" CHECK ("uploaded_images"."content_type" in ('image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "uploaded_images_size_check" CHECK ("uploaded_images"."byte_size" > 0 and "uploaded_images"."byte_size" = octet_length("uploaded_images"."bytes")),
	CONSTRAINT "uploaded_images_dimensions_check" CHECK ("uploaded_images"."width" > 0 and "uploaded_images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_option_price_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_option_id" uuid NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"effective_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	CONSTRAINT "purchase_option_price_changes_price_check" CHECK ("purchase_option_price_changes"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"shared" boolean NOT NULL,
	"code_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_campaigns_code_count_check" CHECK ("voucher_campaigns"."code_count" > 0 and (not "voucher_campaigns"."shared" or "voucher_campaigns"."code_count" = 1))
);
--> statement-breakpoint
ALTER TABLE "tax_rates" DROP CONSTRAINT "tax_rates_display_name_unique";--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "effective_from" timestamp with time zone DEFAULT '2000-01-01T00:00:00Z' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD COLUMN "effective_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotional_vouchers" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD CONSTRAINT "uploaded_images_uploaded_by_staff_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_option_price_changes" ADD CONSTRAINT "purchase_option_price_changes_purchase_option_id_purchase_options_id_fk" FOREIGN KEY ("purchase_option_id") REFERENCES "public"."purchase_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_option_price_changes" ADD CONSTRAINT "purchase_option_price_changes_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_campaigns" ADD CONSTRAINT "voucher_campaigns_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_option_price_changes_option_day_idx" ON "purchase_option_price_changes" USING btree ("purchase_option_id","effective_on");--> statement-breakpoint
CREATE INDEX "purchase_option_price_changes_due_idx" ON "purchase_option_price_changes" USING btree ("effective_on") WHERE "purchase_option_price_changes"."applied_at" is null;--> statement-breakpoint
ALTER TABLE "promotional_vouchers" ADD CONSTRAINT "promotional_vouchers_campaign_id_voucher_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."voucher_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotional_vouchers_campaign_idx" ON "promotional_vouchers" USING btree ("campaign_id");--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_display_name_from_unique" UNIQUE("tax_display_name","effective_from");--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_window_check" CHECK ("tax_rates"."effective_until" is null or "tax_rates"."effective_until" > "tax_rates"."effective_from");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_window_check" CHECK ("banners"."ends_at" is null or "banners"."starts_at" is null or "banners"."ends_at" > "banners"."starts_at");
--> statement-breakpoint
-- Catalogue changes (decision 0060): a commit that changes anything the portal's catalogue answers are
-- made of tells every listening api process, which then drops what it derived from the catalogue. One
-- notification a statement (PostgreSQL folds repeats within a transaction); the payload names the table.
CREATE FUNCTION selfcare_notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('selfcare_catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_option_groups_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON purchase_option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER purchase_options_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON purchase_options
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER discount_option_groups_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discount_option_groups
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER discount_options_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discount_options
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER tax_rates_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_rates
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER banners_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banners
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER banner_base_packages_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON banner_base_packages
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER promotional_vouchers_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotional_vouchers
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER promotional_voucher_product_types_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotional_voucher_product_types
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER promotional_voucher_products_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON promotional_voucher_products
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER gift_vouchers_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gift_vouchers
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER gift_voucher_products_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gift_voucher_products
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER gift_voucher_product_types_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gift_voucher_product_types
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER gift_voucher_sub_types_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gift_voucher_sub_types
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_types_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_types
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_sub_types_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sub_types
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER languages_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER genres_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON genres
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER tags_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_languages_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_languages
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_genres_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_genres
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_tags_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_tags
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER package_contents_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_contents
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER bundle_channels_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundle_channels
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER svod_children_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON svod_children
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER package_screens_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_screens
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER package_data_bundles_notify_catalogue AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON package_data_bundles
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_notify_catalogue_changed();
