CREATE TABLE "dashboard_customers" (
	"day" date NOT NULL,
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"currency" text NOT NULL,
	"customer_id" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"returning_orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_customers_day_store_id_provider_id_currency_customer_id_pk" PRIMARY KEY("day","store_id","provider_id","currency","customer_id")
);
--> statement-breakpoint
CREATE INDEX "dashboard_customers_store_day_idx" ON "dashboard_customers" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "dashboard_customers_provider_day_idx" ON "dashboard_customers" USING btree ("provider_id","day");--> statement-breakpoint
-- One customer's orders of a day in or out (docs/dashboards.md#customers); test orders count nowhere (docs/integrators.md#test-mode).
CREATE OR REPLACE FUNCTION reprise_dashboard_customer_bump(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d_day date := (o.order_date AT TIME ZONE 'UTC')::date;
BEGIN
  IF NOT o.livemode THEN RETURN; END IF;
  INSERT INTO dashboard_customers AS d (day, store_id, provider_id, currency, customer_id, orders, returning_orders)
  VALUES (d_day, o.store_id, o.provider_id, o.currency, o.customer_id, sign, CASE WHEN o.returning_customer THEN sign ELSE 0 END)
  ON CONFLICT (day, store_id, provider_id, currency, customer_id) DO UPDATE
    SET orders = d.orders + excluded.orders, returning_orders = d.returning_orders + excluded.returning_orders;
  IF sign < 0 THEN
    DELETE FROM dashboard_customers
    WHERE day = d_day AND store_id = o.store_id AND provider_id = o.provider_id AND currency = o.currency AND customer_id = o.customer_id AND orders <= 0;
  END IF;
END $$;
--> statement-breakpoint
-- Kept in the transaction that changes the order: the old row out, the new row in, when what it counts changed.
CREATE OR REPLACE FUNCTION reprise_dashboard_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.order_date = NEW.order_date AND OLD.store_id = NEW.store_id AND OLD.provider_id = NEW.provider_id AND OLD.currency = NEW.currency
     AND OLD.customer_id = NEW.customer_id AND OLD.returning_customer = NEW.returning_customer AND OLD.livemode = NEW.livemode THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM reprise_dashboard_customer_bump(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM reprise_dashboard_customer_bump(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_customers AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_dashboard_customers();
--> statement-breakpoint
-- Backfill, also callable again (it rebuilds the table from the orders).
CREATE OR REPLACE FUNCTION reprise_dashboard_customers_backfill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM dashboard_customers;
  INSERT INTO dashboard_customers (day, store_id, provider_id, currency, customer_id, orders, returning_orders)
  SELECT (order_date AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, customer_id, count(*), count(*) FILTER (WHERE returning_customer)
  FROM orders WHERE livemode GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
SELECT reprise_dashboard_customers_backfill();
