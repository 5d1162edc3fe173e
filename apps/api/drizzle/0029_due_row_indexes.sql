-- IF NOT EXISTS: on a large database the indexes can be built beforehand with CREATE INDEX
-- CONCURRENTLY, without holding writes to purchases for the build (docs/operations.md).
DROP INDEX IF EXISTS "purchases_pause_resumes_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "connections_pending_termination_idx" ON "connections" USING btree ("id") WHERE "connections"."status" = 'pending_terminated';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_paused_idx" ON "purchases" USING btree ("pause_resumes_on","id") WHERE "purchases"."pause_resumes_on" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_due_renewal_idx" ON "purchases" USING btree (coalesce("pause_resumes_on", "billing_end_date"),"id") WHERE not "purchases"."is_bundled" and "purchases"."status" = 'PURCHASE_COMPLETE' and "purchases"."purchase_type" = 'PURCHASE_TYPE_SUBSCRIPTION';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_due_end_idx" ON "purchases" USING btree ("billing_end_date","id") WHERE not "purchases"."is_bundled" and ("purchases"."status" = 'PURCHASE_PENDING_REMOVE' or ("purchases"."status" = 'PURCHASE_COMPLETE' and "purchases"."purchase_type" = 'PURCHASE_TYPE_TRANSACTIONAL'));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchases_payment_pending_idx" ON "purchases" USING btree ("id") WHERE "purchases"."payment_status" = 'PENDING';