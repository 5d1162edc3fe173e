CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"visitor" text NOT NULL,
	"device" text NOT NULL,
	"path" text,
	"referrer_host" text,
	"language" text,
	"funnel" text,
	"step" text,
	"connection_type" smallint,
	CONSTRAINT "analytics_events_type_check" CHECK ("analytics_events"."type" in ('page_view', 'funnel_step')),
	CONSTRAINT "analytics_events_device_check" CHECK ("analytics_events"."device" in ('mobile', 'tablet', 'desktop')),
	CONSTRAINT "analytics_events_shape_check" CHECK (("analytics_events"."type" = 'page_view' and "analytics_events"."path" is not null and "analytics_events"."step" is null) or ("analytics_events"."type" = 'funnel_step' and "analytics_events"."funnel" is not null and "analytics_events"."step" is not null and "analytics_events"."path" is null))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_type_day_idx" ON "analytics_events" USING btree ("type","day");--> statement-breakpoint
CREATE INDEX "bill_lines_charged_at_idx" ON "bill_lines" USING btree ("charged_at");--> statement-breakpoint
CREATE INDEX "purchases_purchased_at_idx" ON "purchases" USING btree ("purchased_at");--> statement-breakpoint
CREATE INDEX "transactions_charged_back_idx" ON "transactions" USING btree ("charged_back_at") WHERE "transactions"."charged_back_at" is not null;--> statement-breakpoint
CREATE INDEX "connection_registrations_created_idx" ON "connection_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_status_created_idx" ON "refunds" USING btree ("status","created_at");