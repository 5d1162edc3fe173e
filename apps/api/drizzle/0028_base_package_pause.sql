ALTER TABLE "products" ADD COLUMN "pause_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "second_steps_expires_idx" ON "second_steps" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "two_step_sms_codes_expires_idx" ON "two_step_sms_codes" USING btree ("expires_at");