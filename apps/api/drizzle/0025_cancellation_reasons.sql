CREATE TABLE "cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"purchase_id" uuid,
	"product_id" uuid,
	"reason_code" text,
	"reason_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_reason_check" CHECK ("cancellations"."reason_code" in ('too_expensive', 'not_watching_enough', 'technical_problems', 'moving_provider', 'other')),
	CONSTRAINT "cancellations_subject_check" CHECK (("cancellations"."purchase_id" is null) = ("cancellations"."product_id" is null)),
	CONSTRAINT "cancellations_text_check" CHECK ("cancellations"."reason_text" is null or ("cancellations"."reason_code" is not null and char_length("cancellations"."reason_text") <= 500))
);
--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_created_idx" ON "cancellations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cancellations_connection_idx" ON "cancellations" USING btree ("connection_id");--> statement-breakpoint
CREATE INDEX "cancellations_purchase_idx" ON "cancellations" USING btree ("purchase_id");