CREATE TABLE "base_package_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"change_type" text NOT NULL,
	"from_product_id" uuid NOT NULL,
	"to_product_id" uuid NOT NULL,
	"to_purchase_option_id" uuid NOT NULL,
	"change_date" date NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "base_package_changes_type_check" CHECK ("base_package_changes"."change_type" in ('UPGRADE', 'DOWNGRADE')),
	CONSTRAINT "base_package_changes_status_check" CHECK ("base_package_changes"."status" in ('PENDING', 'APPLIED', 'CANCELLED')),
	CONSTRAINT "base_package_changes_distinct_check" CHECK ("base_package_changes"."from_product_id" <> "base_package_changes"."to_product_id"),
	CONSTRAINT "base_package_changes_resolved_check" CHECK (("base_package_changes"."status" = 'PENDING') = ("base_package_changes"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"purchase_id" uuid,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"billing_month" date NOT NULL,
	"charged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bill_lines_amount_check" CHECK ("bill_lines"."amount" >= 0 and "bill_lines"."tax_amount" >= 0),
	CONSTRAINT "bill_lines_month_check" CHECK (extract(day from "bill_lines"."billing_month") = 1)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"purchase_option_id" uuid,
	"parent_purchase_id" uuid,
	"is_bundled" boolean DEFAULT false NOT NULL,
	"purchase_type" text NOT NULL,
	"status" text NOT NULL,
	"payment_status" text,
	"provisioning_status" text DEFAULT 'PENDING' NOT NULL,
	"payment_method" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"promotional_voucher_id" uuid,
	"purchased_at" timestamp with time zone NOT NULL,
	"billing_start_date" date NOT NULL,
	"billing_end_date" date,
	"unsubscribed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"reference_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchases_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "purchases_status_check" CHECK ("purchases"."status" in ('PURCHASE_PENDING', 'PAYMENT_SUCCESS', 'PURCHASE_COMPLETE', 'PURCHASE_PENDING_REMOVE', 'PURCHASE_FAILED', 'PURCHASE_EXPIRED', 'PURCHASE_REMOVED')),
	CONSTRAINT "purchases_purchase_type_check" CHECK ("purchases"."purchase_type" in ('PURCHASE_TYPE_SUBSCRIPTION', 'PURCHASE_TYPE_TRANSACTIONAL')),
	CONSTRAINT "purchases_payment_status_check" CHECK ("purchases"."payment_status" is null or "purchases"."payment_status" in ('SUCCESS', 'PENDING', 'FAILURE', 'RETRY')),
	CONSTRAINT "purchases_provisioning_status_check" CHECK ("purchases"."provisioning_status" in ('SUCCESS', 'PENDING', 'FAILURE')),
	CONSTRAINT "purchases_payment_method_check" CHECK ("purchases"."payment_method" in ('MONTHLY_BILL', 'CARD', 'OPERATOR', 'GIFT_VOUCHER', 'FREE')),
	CONSTRAINT "purchases_amounts_check" CHECK ("purchases"."price" >= 0 and "purchases"."discount_amount" >= 0 and "purchases"."tax_amount" >= 0),
	CONSTRAINT "purchases_option_or_bundled_check" CHECK ("purchases"."purchase_option_id" is not null or "purchases"."is_bundled"),
	CONSTRAINT "purchases_billing_period_check" CHECK ("purchases"."billing_end_date" is null or "purchases"."billing_end_date" >= "purchases"."billing_start_date")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"purchase_id" uuid,
	"gift_voucher_id" uuid,
	"item_name" text NOT NULL,
	"channel" text NOT NULL,
	"method" text,
	"card_mask" text,
	"amount" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'LKR' NOT NULL,
	"status" text NOT NULL,
	"payment_status" text,
	"reference_no" text,
	"gateway_order_id" text,
	"description" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_reference_no_unique" UNIQUE("reference_no"),
	CONSTRAINT "transactions_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "transactions_purpose_check" CHECK ("transactions"."purpose" in ('PURCHASE', 'RENEWAL', 'VOUCHER', 'REACTIVATION')),
	CONSTRAINT "transactions_channel_check" CHECK ("transactions"."channel" in ('CARD', 'OPERATOR')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('SUCCESS', 'PENDING', 'FAILURE', 'RETRY')),
	CONSTRAINT "transactions_payment_status_check" CHECK ("transactions"."payment_status" is null or "transactions"."payment_status" in ('SUCCESS', 'PENDING', 'FAILURE', 'RETRY')),
	CONSTRAINT "transactions_currency_check" CHECK ("transactions"."currency" = 'LKR'),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" >= 0 and "transactions"."tax_amount" >= 0),
	CONSTRAINT "transactions_subject_check" CHECK (("transactions"."purpose" = 'VOUCHER' and "transactions"."gift_voucher_id" is not null and "transactions"."purchase_id" is null) or ("transactions"."purpose" <> 'VOUCHER' and "transactions"."purchase_id" is not null and "transactions"."gift_voucher_id" is null))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_type_id" uuid NOT NULL,
	"product_sub_type_id" uuid,
	"package_type_id" uuid,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"status" text DEFAULT 'PRODUCT_STATUS_ACTIVE' NOT NULL,
	"purchase_mode" text NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"pg_rating" text,
	"feature_tstv" boolean DEFAULT false NOT NULL,
	"feature_pip" boolean DEFAULT false NOT NULL,
	"feature_cpvr" boolean DEFAULT false NOT NULL,
	"additional_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"number_of_screens" smallint,
	"data_quota" integer,
	"channel_no" integer,
	"enable_display" boolean DEFAULT true NOT NULL,
	"lowest_age_group" smallint,
	"directly_mapped" boolean DEFAULT false NOT NULL,
	"external_ref" text,
	"downstream_ref" text,
	"purchase_period_start" timestamp with time zone,
	"purchase_period_end" timestamp with time zone,
	"license_period_start" timestamp with time zone,
	"license_period_end" timestamp with time zone,
	"prerequisites_option_id" uuid,
	"prerequisites_option_name" text,
	"purchase_option_group_id" uuid,
	"discount_option_group_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('PRODUCT_STATUS_ACTIVE', 'PRODUCT_STATUS_INACTIVE')),
	CONSTRAINT "products_purchase_mode_check" CHECK ("products"."purchase_mode" in ('PURCHASE_MODE_STANDALONE', 'PURCHASE_MODE_BUNDLED')),
	CONSTRAINT "products_regions_check" CHECK ("products"."regions" <@ array['LK', 'INTERNATIONAL']::text[]),
	CONSTRAINT "products_data_quota_check" CHECK ("products"."data_quota" is null or "products"."data_quota" >= -1),
	CONSTRAINT "products_screens_check" CHECK ("products"."number_of_screens" is null or "products"."number_of_screens" >= 0),
	CONSTRAINT "products_channel_no_check" CHECK ("products"."channel_no" is null or "products"."channel_no" > 0),
	CONSTRAINT "products_standalone_priced_check" CHECK ("products"."purchase_mode" <> 'PURCHASE_MODE_STANDALONE' or "products"."purchase_option_group_id" is not null),
	CONSTRAINT "products_purchase_period_check" CHECK ("products"."purchase_period_end" is null or "products"."purchase_period_start" is null or "products"."purchase_period_end" > "products"."purchase_period_start"),
	CONSTRAINT "products_license_period_check" CHECK ("products"."license_period_end" is null or "products"."license_period_start" is null or "products"."license_period_end" > "products"."license_period_start")
);
--> statement-breakpoint
CREATE TABLE "connection_registrations" (
	"connection_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"country" text,
	"city" text,
	"address" text,
	"contact_no" text,
	"otp_verified_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_registrations_step_check" CHECK ("connection_registrations"."step" in ('details_submitted', 'otp_verified', 'completed')),
	CONSTRAINT "connection_registrations_completed_check" CHECK (("connection_registrations"."step" = 'completed') = ("connection_registrations"."completed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_name" text NOT NULL,
	CONSTRAINT "districts_district_name_unique" UNIQUE("district_name")
);
--> statement-breakpoint
CREATE TABLE "fixed_line_customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"telephone_number" text NOT NULL,
	"account_number" text NOT NULL,
	"connection_type" smallint NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"base_package_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fixed_line_customers_line_unique" UNIQUE("telephone_number","account_number"),
	CONSTRAINT "fixed_line_customers_type_check" CHECK ("fixed_line_customers"."connection_type" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "non_provider_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"connection_id" uuid,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"district_id" uuid NOT NULL,
	"slt_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "non_provider_details_contact_check" CHECK ("non_provider_details"."mobile" is not null or "non_provider_details"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "operator_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"msisdn" text NOT NULL,
	"bridge_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "operator_consents_bridge_id_unique" UNIQUE("bridge_id"),
	CONSTRAINT "operator_consents_status_check" CHECK ("operator_consents"."status" in ('PENDING', 'GRANTED', 'DENIED', 'REVOKED'))
);
--> statement-breakpoint
CREATE TABLE "discount_option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discount_option_group_id" uuid NOT NULL,
	"discount_level" text NOT NULL,
	"connection_id" uuid,
	"discount_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"duration" integer,
	"duration_type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "discount_options_level_check" CHECK ("discount_options"."discount_level" in ('PRODUCT', 'USER')),
	CONSTRAINT "discount_options_type_check" CHECK ("discount_options"."discount_type" in ('AMOUNT', 'PERCENTAGE')),
	CONSTRAINT "discount_options_duration_type_check" CHECK ("discount_options"."duration_type" in ('MONTHS', 'DAYS', 'FOREVER')),
	CONSTRAINT "discount_options_user_level_check" CHECK (("discount_options"."discount_level" = 'USER') = ("discount_options"."connection_id" is not null)),
	CONSTRAINT "discount_options_duration_check" CHECK (("discount_options"."duration_type" = 'FOREVER' and "discount_options"."duration" is null) or ("discount_options"."duration_type" <> 'FOREVER' and "discount_options"."duration" > 0)),
	CONSTRAINT "discount_options_value_check" CHECK ("discount_options"."value" > 0 and ("discount_options"."discount_type" = 'AMOUNT' or "discount_options"."value" <= 100)),
	CONSTRAINT "discount_options_window_check" CHECK ("discount_options"."ends_at" is null or "discount_options"."ends_at" > "discount_options"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "purchase_option_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_option_group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"purchase_type" text NOT NULL,
	"default_price" numeric(12, 2) NOT NULL,
	"default_purchase_option_type" text NOT NULL,
	"absolute_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"product_available_for" text DEFAULT 'ALL' NOT NULL,
	"utilization_period" integer NOT NULL,
	"utilization_period_unit" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"external_ref" text,
	"downstream_ref" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_options_purchase_type_check" CHECK ("purchase_options"."purchase_type" in ('PURCHASE_TYPE_SUBSCRIPTION', 'PURCHASE_TYPE_TRANSACTIONAL')),
	CONSTRAINT "purchase_options_default_type_check" CHECK ("purchase_options"."default_purchase_option_type" in ('PURCHASE_TYPE_SUBSCRIPTION', 'PURCHASE_TYPE_TRANSACTIONAL')),
	CONSTRAINT "purchase_options_available_for_check" CHECK ("purchase_options"."product_available_for" in ('ALL', 'POSTPAID', 'PREPAID', 'MOBITEL')),
	CONSTRAINT "purchase_options_unit_check" CHECK ("purchase_options"."utilization_period_unit" in ('MONTHS', 'DAYS')),
	CONSTRAINT "purchase_options_period_check" CHECK ("purchase_options"."utilization_period" > 0),
	CONSTRAINT "purchase_options_price_check" CHECK ("purchase_options"."default_price" >= 0 and "purchase_options"."absolute_discount" >= 0),
	CONSTRAINT "purchase_options_percentage_check" CHECK ("purchase_options"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tax_display_name" text NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"compound" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tax_rates_display_name_unique" UNIQUE("tax_display_name"),
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate_percent" >= 0 and "tax_rates"."rate_percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "bundle_channels" (
	"bundle_id" uuid NOT NULL,
	"channel_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_channels_bundle_id_channel_id_pk" PRIMARY KEY("bundle_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "package_contents" (
	"package_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "package_contents_package_id_product_id_pk" PRIMARY KEY("package_id","product_id"),
	CONSTRAINT "package_contents_not_self_check" CHECK ("package_contents"."package_id" <> "package_contents"."product_id")
);
--> statement-breakpoint
CREATE TABLE "package_data_bundles" (
	"package_id" uuid NOT NULL,
	"data_bundle_id" uuid NOT NULL,
	CONSTRAINT "package_data_bundles_package_id_data_bundle_id_pk" PRIMARY KEY("package_id","data_bundle_id")
);
--> statement-breakpoint
CREATE TABLE "package_screens" (
	"package_id" uuid NOT NULL,
	"screens_product_id" uuid NOT NULL,
	CONSTRAINT "package_screens_package_id_screens_product_id_pk" PRIMARY KEY("package_id","screens_product_id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "product_genres" (
	"product_id" uuid NOT NULL,
	"genre_id" uuid NOT NULL,
	CONSTRAINT "product_genres_product_id_genre_id_pk" PRIMARY KEY("product_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "product_languages" (
	"product_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	CONSTRAINT "product_languages_product_id_language_id_pk" PRIMARY KEY("product_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "product_tags_product_id_tag_id_pk" PRIMARY KEY("product_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "svod_children" (
	"svod_id" uuid NOT NULL,
	"vod_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "svod_children_svod_id_vod_id_pk" PRIMARY KEY("svod_id","vod_id")
);
--> statement-breakpoint
CREATE TABLE "banner_base_packages" (
	"banner_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	CONSTRAINT "banner_base_packages_banner_id_package_id_pk" PRIMARY KEY("banner_id","package_id")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"redirect_url" text,
	"type" text,
	"product_id" uuid,
	"purchase_option_id" uuid,
	"voucher_type" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banners_type_check" CHECK ("banners"."type" is null or "banners"."type" in ('vod', 'channel', 'databundle', 'screens', 'package', 'svod')),
	CONSTRAINT "banners_voucher_type_check" CHECK ("banners"."voucher_type" is null or "banners"."voucher_type" in ('gift', 'discount')),
	CONSTRAINT "banners_product_type_check" CHECK (("banners"."product_id" is null) = ("banners"."type" is null)),
	CONSTRAINT "banners_purchase_option_check" CHECK ("banners"."purchase_option_id" is null or "banners"."product_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "purchased_voucher_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchased_voucher_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"value_used" numeric(12, 2) NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchased_voucher_usages_purchase_id_unique" UNIQUE("purchase_id"),
	CONSTRAINT "purchased_voucher_usages_value_check" CHECK ("purchased_voucher_usages"."value_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchased_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_voucher_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"transaction_id" uuid,
	"code" text NOT NULL,
	"own" boolean NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"total_count" integer,
	"total_value" numeric(12, 2),
	"remaining_count" integer,
	"remaining_value" numeric(12, 2),
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by_connection_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_vouchers_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "purchased_vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "purchased_vouchers_count_or_value_check" CHECK (("purchased_vouchers"."total_count" is null) <> ("purchased_vouchers"."total_value" is null) and ("purchased_vouchers"."total_count" is null) = ("purchased_vouchers"."remaining_count" is null) and ("purchased_vouchers"."total_value" is null) = ("purchased_vouchers"."remaining_value" is null)),
	CONSTRAINT "purchased_vouchers_remaining_check" CHECK (("purchased_vouchers"."remaining_count" is null or "purchased_vouchers"."remaining_count" between 0 and "purchased_vouchers"."total_count") and ("purchased_vouchers"."remaining_value" is null or "purchased_vouchers"."remaining_value" between 0 and "purchased_vouchers"."total_value")),
	CONSTRAINT "purchased_vouchers_expiry_check" CHECK ("purchased_vouchers"."expires_at" > "purchased_vouchers"."purchased_at")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_type_id" uuid NOT NULL,
	"parent_id" uuid,
	"category" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_type_category_unique" UNIQUE("product_type_id","category")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "genres_category_unique" UNIQUE("category")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_sub_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_type_id" uuid NOT NULL,
	"type_name" text NOT NULL,
	"display_name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sub_types_parent_type_name_unique" UNIQUE("parent_type_id","type_name")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_name" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_types_type_name_unique" UNIQUE("type_name"),
	CONSTRAINT "product_types_type_name_check" CHECK ("product_types"."type_name" in ('channel', 'channelbundle', 'vod', 'svod', 'screens', 'databundle', 'package', 'promotionalpackage', 'secondarypackage', 'primarydatabundle'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tags_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('email_confirmation', 'password_reset'))
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"connection_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_codes_purpose_check" CHECK ("otp_codes"."purpose" in ('registration', 'connection')),
	CONSTRAINT "otp_codes_attempts_check" CHECK ("otp_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_voucher_product_types" (
	"gift_voucher_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	CONSTRAINT "gift_voucher_product_types_gift_voucher_id_product_type_id_pk" PRIMARY KEY("gift_voucher_id","product_type_id")
);
--> statement-breakpoint
CREATE TABLE "gift_voucher_products" (
	"gift_voucher_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "gift_voucher_products_gift_voucher_id_product_id_pk" PRIMARY KEY("gift_voucher_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "gift_voucher_sub_types" (
	"gift_voucher_id" uuid NOT NULL,
	"product_sub_type_id" uuid NOT NULL,
	CONSTRAINT "gift_voucher_sub_types_gift_voucher_id_product_sub_type_id_pk" PRIMARY KEY("gift_voucher_id","product_sub_type_id")
);
--> statement-breakpoint
CREATE TABLE "gift_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"image_url" text NOT NULL,
	"total_count" integer,
	"total_value" numeric(12, 2),
	"utilize_period" integer NOT NULL,
	"own" boolean NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"purchase_end" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_vouchers_count_or_value_check" CHECK (("gift_vouchers"."total_count" is null) <> ("gift_vouchers"."total_value" is null)),
	CONSTRAINT "gift_vouchers_amounts_check" CHECK ("gift_vouchers"."price" > 0 and ("gift_vouchers"."total_count" is null or "gift_vouchers"."total_count" > 0) and ("gift_vouchers"."total_value" is null or "gift_vouchers"."total_value" > 0)),
	CONSTRAINT "gift_vouchers_period_check" CHECK ("gift_vouchers"."utilize_period" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotional_voucher_product_types" (
	"voucher_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	CONSTRAINT "promotional_voucher_product_types_voucher_id_product_type_id_pk" PRIMARY KEY("voucher_id","product_type_id")
);
--> statement-breakpoint
CREATE TABLE "promotional_voucher_products" (
	"voucher_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "promotional_voucher_products_voucher_id_product_id_pk" PRIMARY KEY("voucher_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promotional_vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text NOT NULL,
	"discount_type" text NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"per_connection_limit" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotional_vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "promotional_vouchers_code_check" CHECK ("promotional_vouchers"."code" = upper("promotional_vouchers"."code") and length("promotional_vouchers"."code") >= 2),
	CONSTRAINT "promotional_vouchers_type_check" CHECK ("promotional_vouchers"."discount_type" in ('PERCENTAGE', 'AMOUNT')),
	CONSTRAINT "promotional_vouchers_value_check" CHECK ("promotional_vouchers"."value" > 0 and ("promotional_vouchers"."discount_type" = 'AMOUNT' or "promotional_vouchers"."value" <= 100)),
	CONSTRAINT "promotional_vouchers_window_check" CHECK ("promotional_vouchers"."valid_to" > "promotional_vouchers"."valid_from"),
	CONSTRAINT "promotional_vouchers_limits_check" CHECK ("promotional_vouchers"."per_connection_limit" > 0 and ("promotional_vouchers"."max_uses" is null or "promotional_vouchers"."max_uses" > 0))
);
--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD CONSTRAINT "base_package_changes_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD CONSTRAINT "base_package_changes_from_product_id_products_id_fk" FOREIGN KEY ("from_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD CONSTRAINT "base_package_changes_to_product_id_products_id_fk" FOREIGN KEY ("to_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_package_changes" ADD CONSTRAINT "base_package_changes_to_purchase_option_id_purchase_options_id_fk" FOREIGN KEY ("to_purchase_option_id") REFERENCES "public"."purchase_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_purchase_option_id_purchase_options_id_fk" FOREIGN KEY ("purchase_option_id") REFERENCES "public"."purchase_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_parent_purchase_id_purchases_id_fk" FOREIGN KEY ("parent_purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_promotional_voucher_id_promotional_vouchers_id_fk" FOREIGN KEY ("promotional_voucher_id") REFERENCES "public"."promotional_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_sub_type_id_product_sub_types_id_fk" FOREIGN KEY ("product_sub_type_id") REFERENCES "public"."product_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_package_type_id_product_types_id_fk" FOREIGN KEY ("package_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_prerequisites_option_id_purchase_options_id_fk" FOREIGN KEY ("prerequisites_option_id") REFERENCES "public"."purchase_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_purchase_option_group_id_purchase_option_groups_id_fk" FOREIGN KEY ("purchase_option_group_id") REFERENCES "public"."purchase_option_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_discount_option_group_id_discount_option_groups_id_fk" FOREIGN KEY ("discount_option_group_id") REFERENCES "public"."discount_option_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_registrations" ADD CONSTRAINT "connection_registrations_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_provider_details" ADD CONSTRAINT "non_provider_details_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_provider_details" ADD CONSTRAINT "non_provider_details_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "non_provider_details" ADD CONSTRAINT "non_provider_details_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_consents" ADD CONSTRAINT "operator_consents_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_options" ADD CONSTRAINT "discount_options_discount_option_group_id_discount_option_groups_id_fk" FOREIGN KEY ("discount_option_group_id") REFERENCES "public"."discount_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_options" ADD CONSTRAINT "discount_options_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_options" ADD CONSTRAINT "purchase_options_purchase_option_group_id_purchase_option_groups_id_fk" FOREIGN KEY ("purchase_option_group_id") REFERENCES "public"."purchase_option_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_channels" ADD CONSTRAINT "bundle_channels_bundle_id_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_channels" ADD CONSTRAINT "bundle_channels_channel_id_products_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_contents" ADD CONSTRAINT "package_contents_package_id_products_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_contents" ADD CONSTRAINT "package_contents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_data_bundles" ADD CONSTRAINT "package_data_bundles_package_id_products_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_data_bundles" ADD CONSTRAINT "package_data_bundles_data_bundle_id_products_id_fk" FOREIGN KEY ("data_bundle_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_screens" ADD CONSTRAINT "package_screens_package_id_products_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_screens" ADD CONSTRAINT "package_screens_screens_product_id_products_id_fk" FOREIGN KEY ("screens_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_genres" ADD CONSTRAINT "product_genres_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_genres" ADD CONSTRAINT "product_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_languages" ADD CONSTRAINT "product_languages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_languages" ADD CONSTRAINT "product_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svod_children" ADD CONSTRAINT "svod_children_svod_id_products_id_fk" FOREIGN KEY ("svod_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "svod_children" ADD CONSTRAINT "svod_children_vod_id_products_id_fk" FOREIGN KEY ("vod_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_base_packages" ADD CONSTRAINT "banner_base_packages_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner_base_packages" ADD CONSTRAINT "banner_base_packages_package_id_products_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_purchase_option_id_purchase_options_id_fk" FOREIGN KEY ("purchase_option_id") REFERENCES "public"."purchase_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_voucher_usages" ADD CONSTRAINT "purchased_voucher_usages_purchased_voucher_id_purchased_vouchers_id_fk" FOREIGN KEY ("purchased_voucher_id") REFERENCES "public"."purchased_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_voucher_usages" ADD CONSTRAINT "purchased_voucher_usages_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_voucher_usages" ADD CONSTRAINT "purchased_voucher_usages_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_vouchers" ADD CONSTRAINT "purchased_vouchers_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_vouchers" ADD CONSTRAINT "purchased_vouchers_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_vouchers" ADD CONSTRAINT "purchased_vouchers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_vouchers" ADD CONSTRAINT "purchased_vouchers_redeemed_by_connection_id_connections_id_fk" FOREIGN KEY ("redeemed_by_connection_id") REFERENCES "public"."connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sub_types" ADD CONSTRAINT "product_sub_types_parent_type_id_product_types_id_fk" FOREIGN KEY ("parent_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_product_types" ADD CONSTRAINT "gift_voucher_product_types_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_product_types" ADD CONSTRAINT "gift_voucher_product_types_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_products" ADD CONSTRAINT "gift_voucher_products_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_products" ADD CONSTRAINT "gift_voucher_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_sub_types" ADD CONSTRAINT "gift_voucher_sub_types_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_voucher_sub_types" ADD CONSTRAINT "gift_voucher_sub_types_product_sub_type_id_product_sub_types_id_fk" FOREIGN KEY ("product_sub_type_id") REFERENCES "public"."product_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_voucher_product_types" ADD CONSTRAINT "promotional_voucher_product_types_voucher_id_promotional_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."promotional_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_voucher_product_types" ADD CONSTRAINT "promotional_voucher_product_types_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_voucher_products" ADD CONSTRAINT "promotional_voucher_products_voucher_id_promotional_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."promotional_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotional_voucher_products" ADD CONSTRAINT "promotional_voucher_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "base_package_changes_connection_idx" ON "base_package_changes" USING btree ("connection_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "base_package_changes_one_pending_idx" ON "base_package_changes" USING btree ("connection_id") WHERE "base_package_changes"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "base_package_changes_due_idx" ON "base_package_changes" USING btree ("status","change_date");--> statement-breakpoint
CREATE INDEX "base_package_changes_from_idx" ON "base_package_changes" USING btree ("from_product_id");--> statement-breakpoint
CREATE INDEX "base_package_changes_to_idx" ON "base_package_changes" USING btree ("to_product_id");--> statement-breakpoint
CREATE INDEX "base_package_changes_to_option_idx" ON "base_package_changes" USING btree ("to_purchase_option_id");--> statement-breakpoint
CREATE INDEX "bill_lines_connection_charged_idx" ON "bill_lines" USING btree ("connection_id","charged_at");--> statement-breakpoint
CREATE INDEX "bill_lines_purchase_idx" ON "bill_lines" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_live_idx" ON "purchases" USING btree ("connection_id","product_id") WHERE "purchases"."status" in ('PURCHASE_PENDING', 'PAYMENT_SUCCESS', 'PURCHASE_COMPLETE', 'PURCHASE_PENDING_REMOVE');--> statement-breakpoint
CREATE INDEX "purchases_connection_product_idx" ON "purchases" USING btree ("connection_id","product_id");--> statement-breakpoint
CREATE INDEX "purchases_connection_status_idx" ON "purchases" USING btree ("connection_id","status");--> statement-breakpoint
CREATE INDEX "purchases_connection_purchased_at_idx" ON "purchases" USING btree ("connection_id","purchased_at");--> statement-breakpoint
CREATE INDEX "purchases_product_idx" ON "purchases" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchases_purchase_option_idx" ON "purchases" USING btree ("purchase_option_id");--> statement-breakpoint
CREATE INDEX "purchases_parent_idx" ON "purchases" USING btree ("parent_purchase_id");--> statement-breakpoint
CREATE INDEX "purchases_promotional_voucher_idx" ON "purchases" USING btree ("promotional_voucher_id","connection_id");--> statement-breakpoint
CREATE INDEX "purchases_status_billing_end_idx" ON "purchases" USING btree ("status","billing_end_date");--> statement-breakpoint
CREATE INDEX "transactions_connection_created_idx" ON "transactions" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_purchase_idx" ON "transactions" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "transactions_gift_voucher_idx" ON "transactions" USING btree ("gift_voucher_id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "products_type_status_idx" ON "products" USING btree ("product_type_id","status","sort_order");--> statement-breakpoint
CREATE INDEX "products_sub_type_idx" ON "products" USING btree ("product_sub_type_id","status");--> statement-breakpoint
CREATE INDEX "products_package_type_idx" ON "products" USING btree ("package_type_id","status");--> statement-breakpoint
CREATE INDEX "products_purchase_option_group_idx" ON "products" USING btree ("purchase_option_group_id");--> statement-breakpoint
CREATE INDEX "products_discount_option_group_idx" ON "products" USING btree ("discount_option_group_id");--> statement-breakpoint
CREATE INDEX "products_prerequisites_option_idx" ON "products" USING btree ("prerequisites_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_channel_no_idx" ON "products" USING btree ("channel_no") WHERE "products"."channel_no" is not null;--> statement-breakpoint
CREATE INDEX "connection_registrations_step_idx" ON "connection_registrations" USING btree ("step");--> statement-breakpoint
CREATE INDEX "non_provider_details_account_idx" ON "non_provider_details" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "non_provider_details_connection_idx" ON "non_provider_details" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "non_provider_details_district_idx" ON "non_provider_details" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "operator_consents_connection_idx" ON "operator_consents" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_consents_one_granted_idx" ON "operator_consents" USING btree ("connection_id") WHERE "operator_consents"."status" = 'GRANTED';--> statement-breakpoint
CREATE INDEX "discount_options_group_idx" ON "discount_options" USING btree ("discount_option_group_id");--> statement-breakpoint
CREATE INDEX "discount_options_connection_idx" ON "discount_options" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "purchase_options_group_idx" ON "purchase_options" USING btree ("purchase_option_group_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_options_one_default_idx" ON "purchase_options" USING btree ("purchase_option_group_id") WHERE "purchase_options"."is_default";--> statement-breakpoint
CREATE INDEX "bundle_channels_channel_idx" ON "bundle_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "package_contents_product_idx" ON "package_contents" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "package_data_bundles_data_bundle_idx" ON "package_data_bundles" USING btree ("data_bundle_id");--> statement-breakpoint
CREATE INDEX "package_screens_screens_product_idx" ON "package_screens" USING btree ("screens_product_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_genres_genre_idx" ON "product_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "product_languages_language_idx" ON "product_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "product_tags_tag_idx" ON "product_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "svod_children_vod_idx" ON "svod_children" USING btree ("vod_id");--> statement-breakpoint
CREATE INDEX "banner_base_packages_package_idx" ON "banner_base_packages" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "banners_listing_idx" ON "banners" USING btree ("active","voucher_type","sort_order");--> statement-breakpoint
CREATE INDEX "banners_product_idx" ON "banners" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "banners_purchase_option_idx" ON "banners" USING btree ("purchase_option_id");--> statement-breakpoint
CREATE INDEX "purchased_voucher_usages_voucher_idx" ON "purchased_voucher_usages" USING btree ("purchased_voucher_id","used_at");--> statement-breakpoint
CREATE INDEX "purchased_voucher_usages_connection_idx" ON "purchased_voucher_usages" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "purchased_vouchers_connection_idx" ON "purchased_vouchers" USING btree ("connection_id","purchased_at");--> statement-breakpoint
CREATE INDEX "purchased_vouchers_gift_voucher_idx" ON "purchased_vouchers" USING btree ("gift_voucher_id");--> statement-breakpoint
CREATE INDEX "purchased_vouchers_redeemed_by_idx" ON "purchased_vouchers" USING btree ("redeemed_by_connection_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_sub_types_parent_idx" ON "product_sub_types" USING btree ("parent_type_id","sort_order");--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "account_tokens" USING btree ("account_id","purpose");--> statement-breakpoint
CREATE INDEX "otp_codes_connection_idx" ON "otp_codes" USING btree ("connection_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_voucher_product_types_type_idx" ON "gift_voucher_product_types" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "gift_voucher_products_product_idx" ON "gift_voucher_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "gift_voucher_sub_types_sub_type_idx" ON "gift_voucher_sub_types" USING btree ("product_sub_type_id");--> statement-breakpoint
CREATE INDEX "gift_vouchers_listing_idx" ON "gift_vouchers" USING btree ("active","purchase_end");--> statement-breakpoint
CREATE INDEX "promotional_voucher_product_types_type_idx" ON "promotional_voucher_product_types" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "promotional_voucher_products_product_idx" ON "promotional_voucher_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "promotional_vouchers_active_idx" ON "promotional_vouchers" USING btree ("active","valid_to");