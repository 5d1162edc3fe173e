DROP INDEX "products_type_status_idx";--> statement-breakpoint
DROP INDEX "products_sub_type_idx";--> statement-breakpoint
CREATE INDEX "products_type_status_idx" ON "products" USING btree ("product_type_id","status","sort_order","id");--> statement-breakpoint
CREATE INDEX "products_sub_type_idx" ON "products" USING btree ("product_sub_type_id","status","sort_order","id");