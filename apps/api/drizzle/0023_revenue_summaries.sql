CREATE TABLE "revenue_day_summaries" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"product_id" uuid,
	"kind" text NOT NULL,
	"amount" numeric NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "revenue_day_summaries_key" UNIQUE NULLS NOT DISTINCT("day","route","product_id","kind")
);
--> statement-breakpoint
CREATE TABLE "revenue_summary_days" (
	"day" date PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Decision 0069: a change to a row the revenue report counts deletes the summary of the Sri Lanka day it
-- is counted on, under a shared per-day lock the summary builder takes exclusively (it only tries, so
-- it never waits, and a day whose writers are still open is read live instead).
CREATE FUNCTION selfcare_revenue_day_changed(touched timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  colombo_day date := (touched AT TIME ZONE 'Asia/Colombo')::date;
BEGIN
  IF touched IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock_shared(20069, colombo_day - DATE '2000-01-01');
  DELETE FROM revenue_summary_days WHERE revenue_summary_days.day = colombo_day;
END $$;
--> statement-breakpoint
CREATE FUNCTION selfcare_revenue_bill_line_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM selfcare_revenue_day_changed(OLD.charged_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM selfcare_revenue_day_changed(NEW.charged_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION selfcare_revenue_payment_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM selfcare_revenue_day_changed(OLD.created_at);
    PERFORM selfcare_revenue_day_changed(OLD.charged_back_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM selfcare_revenue_day_changed(NEW.created_at);
    PERFORM selfcare_revenue_day_changed(NEW.charged_back_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION selfcare_revenue_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM selfcare_revenue_day_changed(OLD.created_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM selfcare_revenue_day_changed(NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION selfcare_revenue_purchase_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM selfcare_revenue_day_changed(charged_at) FROM bill_lines WHERE purchase_id = NEW.id;
  PERFORM selfcare_revenue_day_changed(created_at) FROM transactions WHERE purchase_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_lines_revenue_day_changed
  AFTER INSERT OR DELETE OR UPDATE OF purchase_id, amount, tax_amount, charged_at, credits_bill_line_id ON bill_lines
  FOR EACH ROW EXECUTE FUNCTION selfcare_revenue_bill_line_changed();
--> statement-breakpoint
CREATE TRIGGER transactions_revenue_day_changed
  AFTER INSERT OR DELETE OR UPDATE OF status, amount, channel, purpose, purchase_id, created_at, charged_back_at ON transactions
  FOR EACH ROW EXECUTE FUNCTION selfcare_revenue_payment_changed();
--> statement-breakpoint
CREATE TRIGGER refunds_revenue_day_changed
  AFTER INSERT OR DELETE OR UPDATE OF status, amount, created_at ON refunds
  FOR EACH ROW EXECUTE FUNCTION selfcare_revenue_refund_changed();
--> statement-breakpoint
CREATE TRIGGER purchases_revenue_product_changed
  AFTER UPDATE OF product_id ON purchases
  FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION selfcare_revenue_purchase_product_changed();
--> statement-breakpoint
-- A TRUNCATE of a counted table fires no row trigger: it forgets every summary.
CREATE FUNCTION selfcare_revenue_all_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM revenue_summary_days;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bill_lines_revenue_truncated AFTER TRUNCATE ON bill_lines
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_revenue_all_changed();
--> statement-breakpoint
CREATE TRIGGER transactions_revenue_truncated AFTER TRUNCATE ON transactions
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_revenue_all_changed();
--> statement-breakpoint
CREATE TRIGGER refunds_revenue_truncated AFTER TRUNCATE ON refunds
  FOR EACH STATEMENT EXECUTE FUNCTION selfcare_revenue_all_changed();
