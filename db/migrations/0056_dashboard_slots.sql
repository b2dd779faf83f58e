ALTER TABLE "dashboard_customer_bits" DROP CONSTRAINT "dashboard_customer_bits_day_store_id_provider_id_currency_chunk_pk";--> statement-breakpoint
ALTER TABLE "dashboard_customer_bits_monthly" DROP CONSTRAINT "dashboard_customer_bits_monthly_month_store_id_provider_id_currency_chunk_pk";--> statement-breakpoint
ALTER TABLE "dashboard_daily" DROP CONSTRAINT "dashboard_daily_day_store_id_provider_id_currency_status_pk";--> statement-breakpoint
ALTER TABLE "dashboard_facts" DROP CONSTRAINT "dashboard_facts_day_store_id_provider_id_currency_metric_dim_key_pk";--> statement-breakpoint
ALTER TABLE "dashboard_facts_monthly" DROP CONSTRAINT "dashboard_facts_monthly_month_store_id_provider_id_currency_metric_dim_key_pk";--> statement-breakpoint
ALTER TABLE "dashboard_customer_bits" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_customer_bits_monthly" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_daily" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_facts" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_facts_monthly" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_customer_bits" ADD CONSTRAINT "dashboard_customer_bits_day_store_id_provider_id_currency_chunk_slot_pk" PRIMARY KEY("day","store_id","provider_id","currency","chunk","slot");--> statement-breakpoint
ALTER TABLE "dashboard_customer_bits_monthly" ADD CONSTRAINT "dashboard_customer_bits_monthly_month_store_id_provider_id_currency_chunk_slot_pk" PRIMARY KEY("month","store_id","provider_id","currency","chunk","slot");--> statement-breakpoint
ALTER TABLE "dashboard_daily" ADD CONSTRAINT "dashboard_daily_day_store_id_provider_id_currency_status_slot_pk" PRIMARY KEY("day","store_id","provider_id","currency","status","slot");--> statement-breakpoint
ALTER TABLE "dashboard_facts" ADD CONSTRAINT "dashboard_facts_day_store_id_provider_id_currency_metric_dim_key_slot_pk" PRIMARY KEY("day","store_id","provider_id","currency","metric","dim","key","slot");--> statement-breakpoint
ALTER TABLE "dashboard_facts_monthly" ADD CONSTRAINT "dashboard_facts_monthly_month_store_id_provider_id_currency_metric_dim_key_slot_pk" PRIMARY KEY("month","store_id","provider_id","currency","metric","dim","key","slot");--> statement-breakpoint
-- Hot rows (docs/dashboards.md#slots): every booking of a day and store added to the same few
-- rollup rows and held their locks until it committed, so concurrent bookings queued on each
-- other. Each counter is now spread over up to 16 rows (`slot`), a writer adding to its database
-- backend's: two transactions meet on a row only when their backends share a slot. Readers sum
-- (facts, daily) or OR (bitmaps) over the slots, as they already summed over days; the rebuild and
-- the backfills write slot 0.
CREATE OR REPLACE FUNCTION reprise_dashboard_slot() RETURNS smallint LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_dashboard_bump(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT o.livemode THEN RETURN; END IF;
  INSERT INTO dashboard_daily AS d (day, store_id, provider_id, currency, status, slot, orders, total_minor, paid_minor)
  VALUES ((o.order_date AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, o.status, reprise_dashboard_slot(), sign, sign * o.total_minor, sign * o.paid_minor)
  ON CONFLICT (day, store_id, provider_id, currency, status, slot) DO UPDATE
    SET orders = d.orders + excluded.orders, total_minor = d.total_minor + excluded.total_minor, paid_minor = d.paid_minor + excluded.paid_minor;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_facts_bump(o orders, sign integer, part text, i order_items, b order_baskets) RETURNS void LANGUAGE plpgsql AS $$
DECLARE s smallint := reprise_dashboard_slot();
BEGIN
  IF NOT o.livemode THEN RETURN; END IF;
  WITH moved AS (
    SELECT f.day, f.metric, f.dim, f.key, sign * sum(f.n) AS n, sign * sum(f.amount) AS amount
    FROM (SELECT * FROM reprise_order_facts(o, part = 'order') WHERE part IN ('order', 'own')
          UNION ALL SELECT * FROM reprise_item_facts(o, i) WHERE part = 'item'
          UNION ALL SELECT * FROM reprise_basket_facts(o, b) WHERE part = 'basket') f
    GROUP BY f.day, f.metric, f.dim, f.key),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
    SELECT m.day, o.store_id, o.provider_id, o.currency, m.metric, m.dim, m.key, s, m.n, m.amount FROM moved m
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, o.store_id, o.provider_id, o.currency, m.metric, m.dim, m.key, s, sum(m.n), sum(m.amount) FROM moved m
  GROUP BY 1, m.metric, m.dim, m.key
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_invoice_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s smallint := reprise_dashboard_slot();
BEGIN
  WITH moved AS (
    SELECT (NEW.issued_at AT TIME ZONE 'UTC')::date AS day, v.metric, v.key, v.amount
    FROM (VALUES ('invoiced', NEW.kind, NEW.total_minor::bigint), ('bonus', NEW.kind, NEW.bonus_minor::bigint)) v(metric, key, amount)),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
    SELECT m.day, NEW.store_id, NEW.provider_id, NEW.currency, m.metric, '', m.key, s, 1, m.amount FROM moved m
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, NEW.store_id, NEW.provider_id, NEW.currency, m.metric, '', m.key, s, 1, m.amount FROM moved m
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_claim_facts_bump(c bonus_claims, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE s smallint := reprise_dashboard_slot();
BEGIN
  WITH moved AS (
    SELECT (inv.issued_at AT TIME ZONE 'UTC')::date AS day, inv.currency, sign * coalesce(-(inv.body->'lines'->c.line->>'amountMinor')::bigint, 0) AS amount
    FROM invoices inv WHERE inv.id = c.invoice_id),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
    SELECT m.day, c.store_id, c.provider_id, m.currency, 'claim', '', c.status, s, sign, m.amount FROM moved m
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, c.store_id, c.provider_id, m.currency, 'claim', '', c.status, s, sign, m.amount FROM moved m
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- 0054's, over the slots: a bit is set in the writer's slot; it is cleared in every slot that has
-- it (the rows' lock taken only where the bit is set, so usually one row, the slot that set it).
-- The customer's own dashboard_customers row, locked first, orders every change of their bits.
CREATE OR REPLACE FUNCTION reprise_dashboard_customer_bump(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d_day date := (o.order_date AT TIME ZONE 'UTC')::date;
  left_orders integer;
  left_returning integer;
  d_month date := date_trunc('month', (o.order_date AT TIME ZONE 'UTC'))::date;
  num integer;
  at_bit integer;
  s smallint := reprise_dashboard_slot();
  month_booked boolean;
  month_rebooked boolean;
BEGIN
  IF NOT o.livemode THEN RETURN; END IF;
  INSERT INTO dashboard_customers AS d (day, store_id, provider_id, currency, customer_id, orders, returning_orders)
  VALUES (d_day, o.store_id, o.provider_id, o.currency, o.customer_id, sign, CASE WHEN o.returning_customer THEN sign ELSE 0 END)
  ON CONFLICT (day, store_id, provider_id, currency, customer_id) DO UPDATE
    SET orders = d.orders + excluded.orders, returning_orders = d.returning_orders + excluded.returning_orders
  RETURNING d.orders, d.returning_orders INTO left_orders, left_returning;
  IF left_orders <= 0 THEN
    DELETE FROM dashboard_customers
    WHERE day = d_day AND store_id = o.store_id AND provider_id = o.provider_id AND currency = o.currency AND customer_id = o.customer_id AND orders <= 0;
  END IF;
  num := reprise_customer_number(o.customer_id);
  at_bit := num % 8192;
  IF left_orders > 0 THEN
    INSERT INTO dashboard_customer_bits AS b (day, store_id, provider_id, currency, chunk, slot, booked, rebooked)
    VALUES (d_day, o.store_id, o.provider_id, o.currency, num / 8192, s, set_bit(B'0'::bit(8192), at_bit, 1), set_bit(B'0'::bit(8192), at_bit, (left_returning > 0)::integer))
    ON CONFLICT (day, store_id, provider_id, currency, chunk, slot) DO UPDATE
      SET booked = set_bit(b.booked, at_bit, 1), rebooked = set_bit(b.rebooked, at_bit, (left_returning > 0)::integer);
  END IF;
  IF left_orders <= 0 OR left_returning <= 0 THEN
    UPDATE dashboard_customer_bits
    SET booked = CASE WHEN left_orders > 0 THEN booked ELSE set_bit(booked, at_bit, 0) END, rebooked = set_bit(rebooked, at_bit, 0)
    WHERE day = d_day AND store_id = o.store_id AND provider_id = o.provider_id AND currency = o.currency AND chunk = num / 8192
      AND (get_bit(rebooked, at_bit) = 1 OR (left_orders <= 0 AND get_bit(booked, at_bit) = 1));
  END IF;
  -- The month's bitmaps (docs/dashboards.md#months): an order in only sets bits; an order out
  -- recomputes the customer's two bits from the month's day bitmaps of the cell (every slot).
  IF sign > 0 THEN
    INSERT INTO dashboard_customer_bits_monthly AS m (month, store_id, provider_id, currency, chunk, slot, booked, rebooked)
    VALUES (d_month, o.store_id, o.provider_id, o.currency, num / 8192, s, set_bit(B'0'::bit(8192), at_bit, 1), set_bit(B'0'::bit(8192), at_bit, (left_returning > 0)::integer))
    ON CONFLICT (month, store_id, provider_id, currency, chunk, slot) DO UPDATE
      SET booked = set_bit(m.booked, at_bit, 1), rebooked = CASE WHEN left_returning > 0 THEN set_bit(m.rebooked, at_bit, 1) ELSE m.rebooked END;
  ELSE
    SELECT coalesce(bool_or(get_bit(b.booked, at_bit) = 1), false), coalesce(bool_or(get_bit(b.rebooked, at_bit) = 1), false) INTO month_booked, month_rebooked
    FROM dashboard_customer_bits b
    WHERE b.day >= d_month AND b.day < (d_month + interval '1 month')::date AND b.store_id = o.store_id AND b.provider_id = o.provider_id
      AND b.currency = o.currency AND b.chunk = num / 8192;
    UPDATE dashboard_customer_bits_monthly
    SET booked = CASE WHEN month_booked THEN booked ELSE set_bit(booked, at_bit, 0) END, rebooked = CASE WHEN month_rebooked THEN rebooked ELSE set_bit(rebooked, at_bit, 0) END
    WHERE month = d_month AND store_id = o.store_id AND provider_id = o.provider_id AND currency = o.currency AND chunk = num / 8192
      AND ((NOT month_booked AND get_bit(booked, at_bit) = 1) OR (NOT month_rebooked AND get_bit(rebooked, at_bit) = 1));
  END IF;
END $$;
