ALTER TABLE "bill_lines" DROP CONSTRAINT "bill_lines_amount_check";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD COLUMN "credits_bill_line_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "bill_line_id" uuid;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_credits_bill_line_id_bill_lines_id_fk" FOREIGN KEY ("credits_bill_line_id") REFERENCES "public"."bill_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bill_line_id_bill_lines_id_fk" FOREIGN KEY ("bill_line_id") REFERENCES "public"."bill_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_credits_idx" ON "bill_lines" USING btree ("credits_bill_line_id");--> statement-breakpoint
CREATE INDEX "refunds_bill_line_idx" ON "refunds" USING btree ("bill_line_id");--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_amount_check" CHECK (("bill_lines"."credits_bill_line_id" is null and "bill_lines"."amount" >= 0 and "bill_lines"."tax_amount" >= 0) or ("bill_lines"."credits_bill_line_id" is not null and "bill_lines"."amount" < 0 and "bill_lines"."tax_amount" <= 0));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_subject_check" CHECK (("refunds"."transaction_id" is null) <> ("refunds"."bill_line_id" is null));