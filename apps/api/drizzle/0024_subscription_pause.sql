ALTER TABLE "purchases" ADD COLUMN "pause_periods" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "pause_resumes_on" date;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchases_pause_resumes_idx" ON "purchases" USING btree ("pause_resumes_on") WHERE "purchases"."pause_resumes_on" is not null;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_pause_check" CHECK (("purchases"."pause_periods" is null and "purchases"."pause_resumes_on" is null and "purchases"."paused_at" is null) or ("purchases"."pause_periods" between 1 and 3 and "purchases"."pause_resumes_on" is not null));