CREATE TABLE "dashboard_daily" (
	"day" date NOT NULL,
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_daily_day_store_id_provider_id_currency_status_pk" PRIMARY KEY("day","store_id","provider_id","currency","status")
);
--> statement-breakpoint
CREATE INDEX "dashboard_daily_store_day_idx" ON "dashboard_daily" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "dashboard_daily_provider_day_idx" ON "dashboard_daily" USING btree ("provider_id","day");--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_dashboard_bump(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_daily AS d (day, store_id, provider_id, currency, status, orders, total_minor, paid_minor)
  VALUES ((o.order_date AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, o.status, sign, sign * o.total_minor, sign * o.paid_minor)
  ON CONFLICT (day, store_id, provider_id, currency, status) DO UPDATE
    SET orders = d.orders + excluded.orders, total_minor = d.total_minor + excluded.total_minor, paid_minor = d.paid_minor + excluded.paid_minor;
END $$;
--> statement-breakpoint
-- Kept in the transaction that changes the order (docs/dashboards.md#rollup): the old row out, the new row in.
CREATE OR REPLACE FUNCTION reprise_dashboard_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.total_minor = NEW.total_minor AND OLD.paid_minor = NEW.paid_minor
     AND OLD.order_date = NEW.order_date AND OLD.store_id = NEW.store_id AND OLD.provider_id = NEW.provider_id AND OLD.currency = NEW.currency THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM reprise_dashboard_bump(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM reprise_dashboard_bump(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_rollup AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_dashboard_rollup();
--> statement-breakpoint
-- Backfill: the orders already there.
INSERT INTO dashboard_daily (day, store_id, provider_id, currency, status, orders, total_minor, paid_minor)
SELECT (order_date AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, status, count(*), sum(total_minor), sum(paid_minor)
FROM orders GROUP BY 1, 2, 3, 4, 5;
