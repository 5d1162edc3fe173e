ALTER TABLE "connections" DROP CONSTRAINT "connections_status_check";--> statement-breakpoint
ALTER TABLE "connection_registrations" ADD COLUMN "registration_token_hash" text;--> statement-breakpoint
ALTER TABLE "connection_registrations" ADD COLUMN "registration_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "connection_registrations" ADD COLUMN "new_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_registrations" ADD CONSTRAINT "connection_registrations_registration_token_hash_unique" UNIQUE("registration_token_hash");--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_status_check" CHECK ("connections"."status" in ('active', 'pending_terminated', 'suspended', 'unsubscribed', 'pending_registration'));