-- Hand-written, before drizzle's statements (its indexes need the operator class): the console's care
-- search uses trigram indexes. PGlite loads the extension's files (db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "connections_mobile_trgm_idx" ON "connections" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "connections_telephone_number_trgm_idx" ON "connections" USING gin ("telephone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "connections_account_number_trgm_idx" ON "connections" USING gin ("account_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_gateway_order_id_trgm_idx" ON "transactions" USING gin ("gateway_order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_reference_no_trgm_idx" ON "transactions" USING gin ("reference_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_gateway_payment_id_idx" ON "transactions" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","occurred_at");