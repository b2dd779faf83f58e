ALTER TABLE "carts" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "livemode" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_test_date_idx" ON "orders" USING btree ("order_date","id") WHERE not "orders"."livemode";--> statement-breakpoint
-- Test orders are never in dashboards (docs/integrators.md#test-mode): both rollups skip them. An order's mode never changes.
CREATE OR REPLACE FUNCTION reprise_dashboard_bump(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT o.livemode THEN RETURN; END IF;
  INSERT INTO dashboard_daily AS d (day, store_id, provider_id, currency, status, orders, total_minor, paid_minor)
  VALUES ((o.order_date AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, o.status, sign, sign * o.total_minor, sign * o.paid_minor)
  ON CONFLICT (day, store_id, provider_id, currency, status) DO UPDATE
    SET orders = d.orders + excluded.orders, total_minor = d.total_minor + excluded.total_minor, paid_minor = d.paid_minor + excluded.paid_minor;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_facts_bump(o orders, sign integer, part text, i order_items, b order_baskets) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT o.livemode THEN RETURN; END IF;
  INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT f.day, o.store_id, o.provider_id, o.currency, f.metric, f.dim, f.key, sign * sum(f.n), sign * sum(f.amount)
  FROM (SELECT * FROM reprise_order_facts(o, part = 'order') WHERE part IN ('order', 'own')
        UNION ALL SELECT * FROM reprise_item_facts(o, i) WHERE part = 'item'
        UNION ALL SELECT * FROM reprise_basket_facts(o, b) WHERE part = 'basket') f
  GROUP BY f.day, f.metric, f.dim, f.key
  ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
END $$;
