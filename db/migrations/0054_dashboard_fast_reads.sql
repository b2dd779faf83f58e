CREATE TABLE "dashboard_customer_bits" (
	"day" date NOT NULL,
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"currency" text NOT NULL,
	"chunk" integer NOT NULL,
	"booked" bit(8192) NOT NULL,
	"rebooked" bit(8192) NOT NULL,
	CONSTRAINT "dashboard_customer_bits_day_store_id_provider_id_currency_chunk_pk" PRIMARY KEY("day","store_id","provider_id","currency","chunk")
);
--> statement-breakpoint
CREATE TABLE "dashboard_customer_bits_monthly" (
	"month" date NOT NULL,
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"currency" text NOT NULL,
	"chunk" integer NOT NULL,
	"booked" bit(8192) NOT NULL,
	"rebooked" bit(8192) NOT NULL,
	CONSTRAINT "dashboard_customer_bits_monthly_month_store_id_provider_id_currency_chunk_pk" PRIMARY KEY("month","store_id","provider_id","currency","chunk")
);
--> statement-breakpoint
CREATE TABLE "dashboard_customer_numbers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_customer_numbers_number_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1)
);
--> statement-breakpoint
CREATE TABLE "dashboard_facts_monthly" (
	"month" date NOT NULL,
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"currency" text NOT NULL,
	"metric" text NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_facts_monthly_month_store_id_provider_id_currency_metric_dim_key_pk" PRIMARY KEY("month","store_id","provider_id","currency","metric","dim","key")
);
--> statement-breakpoint
CREATE INDEX "dashboard_customer_bits_store_day_idx" ON "dashboard_customer_bits" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "dashboard_customer_bits_provider_day_idx" ON "dashboard_customer_bits" USING btree ("provider_id","day");--> statement-breakpoint
-- 1 KB a bitmap, kept in the row (no compression, no TOAST): a dashboard ORs a few thousand of them.
ALTER TABLE "dashboard_customer_bits" ALTER COLUMN "booked" SET STORAGE PLAIN, ALTER COLUMN "rebooked" SET STORAGE PLAIN;
--> statement-breakpoint
ALTER TABLE "dashboard_customer_bits_monthly" ALTER COLUMN "booked" SET STORAGE PLAIN, ALTER COLUMN "rebooked" SET STORAGE PLAIN;
--> statement-breakpoint
-- A customer's number (docs/dashboards.md#customers), given on first need and never reused.
CREATE OR REPLACE FUNCTION reprise_customer_number(customer text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE found_number integer;
BEGIN
  SELECT number INTO found_number FROM dashboard_customer_numbers WHERE customer_id = customer;
  IF FOUND THEN RETURN found_number; END IF;
  INSERT INTO dashboard_customer_numbers (customer_id) VALUES (customer) ON CONFLICT DO NOTHING RETURNING number INTO found_number;
  IF found_number IS NULL THEN SELECT number INTO found_number FROM dashboard_customer_numbers WHERE customer_id = customer; END IF;
  RETURN found_number;
END $$;
--> statement-breakpoint
-- One customer's orders of a day in or out (0044), and now their bits: set while the customer
-- has an order (a returning one) in the cell, cleared when the last one goes. Test orders count
-- nowhere (docs/integrators.md#test-mode).
CREATE OR REPLACE FUNCTION reprise_dashboard_customer_bump(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d_day date := (o.order_date AT TIME ZONE 'UTC')::date;
  left_orders integer;
  left_returning integer;
  d_month date := date_trunc('month', (o.order_date AT TIME ZONE 'UTC'))::date;
  num integer;
  at_bit integer;
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
  INSERT INTO dashboard_customer_bits AS b (day, store_id, provider_id, currency, chunk, booked, rebooked)
  VALUES (d_day, o.store_id, o.provider_id, o.currency, num / 8192,
          set_bit(B'0'::bit(8192), at_bit, (left_orders > 0)::integer), set_bit(B'0'::bit(8192), at_bit, (left_orders > 0 AND left_returning > 0)::integer))
  ON CONFLICT (day, store_id, provider_id, currency, chunk) DO UPDATE
    SET booked = set_bit(b.booked, at_bit, (left_orders > 0)::integer), rebooked = set_bit(b.rebooked, at_bit, (left_orders > 0 AND left_returning > 0)::integer);
  -- The month's bitmaps (docs/dashboards.md#months): an order in only sets bits; an order out
  -- recomputes the customer's two bits from the month's day bitmaps of the cell (31 rows at most).
  IF sign > 0 THEN
    INSERT INTO dashboard_customer_bits_monthly AS m (month, store_id, provider_id, currency, chunk, booked, rebooked)
    VALUES (d_month, o.store_id, o.provider_id, o.currency, num / 8192, set_bit(B'0'::bit(8192), at_bit, 1), set_bit(B'0'::bit(8192), at_bit, (left_returning > 0)::integer))
    ON CONFLICT (month, store_id, provider_id, currency, chunk) DO UPDATE
      SET booked = set_bit(m.booked, at_bit, 1), rebooked = CASE WHEN left_returning > 0 THEN set_bit(m.rebooked, at_bit, 1) ELSE m.rebooked END;
  ELSE
    SELECT coalesce(bool_or(get_bit(b.booked, at_bit) = 1), false), coalesce(bool_or(get_bit(b.rebooked, at_bit) = 1), false) INTO month_booked, month_rebooked
    FROM dashboard_customer_bits b
    WHERE b.day >= d_month AND b.day < (d_month + interval '1 month')::date AND b.store_id = o.store_id AND b.provider_id = o.provider_id
      AND b.currency = o.currency AND b.chunk = num / 8192;
    UPDATE dashboard_customer_bits_monthly
    SET booked = set_bit(booked, at_bit, month_booked::integer), rebooked = set_bit(rebooked, at_bit, month_rebooked::integer)
    WHERE month = d_month AND store_id = o.store_id AND provider_id = o.provider_id AND currency = o.currency AND chunk = num / 8192;
  END IF;
END $$;
--> statement-breakpoint
-- Backfill, also called by reprise_dashboard_rebuild(): dashboard_customers from the orders
-- (as 0044), then the numbers of customers not yet numbered, every day bitmap from those rows and
-- every month bitmap from the day ones.
CREATE OR REPLACE FUNCTION reprise_dashboard_customers_backfill() RETURNS void LANGUAGE sql AS $$
  DELETE FROM dashboard_customers;
  INSERT INTO dashboard_customers (day, store_id, provider_id, currency, customer_id, orders, returning_orders)
  SELECT (order_date AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, customer_id, count(*), count(*) FILTER (WHERE returning_customer)
  FROM orders WHERE livemode GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO dashboard_customer_numbers (customer_id)
  SELECT DISTINCT c.customer_id FROM dashboard_customers c
  WHERE NOT EXISTS (SELECT 1 FROM dashboard_customer_numbers n WHERE n.customer_id = c.customer_id) ORDER BY 1;
  DELETE FROM dashboard_customer_bits;
  INSERT INTO dashboard_customer_bits (day, store_id, provider_id, currency, chunk, booked, rebooked)
  SELECT c.day, c.store_id, c.provider_id, c.currency, n.number / 8192,
    bit_or(set_bit(B'0'::bit(8192), n.number % 8192, 1)), bit_or(set_bit(B'0'::bit(8192), n.number % 8192, (c.returning_orders > 0)::integer))
  FROM dashboard_customers c JOIN dashboard_customer_numbers n ON n.customer_id = c.customer_id
  GROUP BY 1, 2, 3, 4, 5;
  DELETE FROM dashboard_customer_bits_monthly;
  INSERT INTO dashboard_customer_bits_monthly (month, store_id, provider_id, currency, chunk, booked, rebooked)
  SELECT date_trunc('month', day::timestamp)::date, store_id, provider_id, currency, chunk, bit_or(booked), bit_or(rebooked)
  FROM dashboard_customer_bits GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
SELECT reprise_dashboard_customers_backfill();
--> statement-breakpoint
-- A garment or a quote changed: its facts move (0034). Cheaper now: a booking basket (index 0)
-- has no facts of its own (reprise_basket_facts counts quotes, index > 0), and an update that
-- changes nothing the facts read moves nothing, so neither reads the order nor writes a rollup.
CREATE OR REPLACE FUNCTION reprise_part_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
  IF TG_TABLE_NAME = 'order_baskets' THEN
    -- In parentheses: PL/pgSQL reads an IF's condition up to its first THEN outside them.
    IF (CASE TG_OP WHEN 'INSERT' THEN NEW.index = 0 WHEN 'DELETE' THEN OLD.index = 0
         ELSE (OLD.index = 0 AND NEW.index = 0)
           OR (OLD.order_id = NEW.order_id AND OLD.index = NEW.index AND OLD.answer IS NOT DISTINCT FROM NEW.answer
               AND (OLD.cost_to_user->>'total') IS NOT DISTINCT FROM (NEW.cost_to_user->>'total')) END) THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'UPDATE' AND OLD.order_id = NEW.order_id AND OLD.is_revoke = NEW.is_revoke AND OLD.category_id IS NOT DISTINCT FROM NEW.category_id
        AND OLD.sub_services IS NOT DISTINCT FROM NEW.sub_services THEN
    RETURN NULL;
  END IF;
  SELECT * INTO o FROM orders WHERE id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.order_id ELSE NEW.order_id END);
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'order_items' THEN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM reprise_facts_bump(o, -1, 'item', OLD, NULL); END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM reprise_facts_bump(o, 1, 'item', NEW, NULL); END IF;
  ELSE
    IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM reprise_facts_bump(o, -1, 'basket', NULL, OLD); END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM reprise_facts_bump(o, 1, 'basket', NULL, NEW); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The facts of an order, garment or quote in or out (0034, 0040), now into the month's rows too
-- (docs/dashboards.md#months), in the same statement.
CREATE OR REPLACE FUNCTION reprise_facts_bump(o orders, sign integer, part text, i order_items, b order_baskets) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT o.livemode THEN RETURN; END IF;
  WITH moved AS (
    SELECT f.day, f.metric, f.dim, f.key, sign * sum(f.n) AS n, sign * sum(f.amount) AS amount
    FROM (SELECT * FROM reprise_order_facts(o, part = 'order') WHERE part IN ('order', 'own')
          UNION ALL SELECT * FROM reprise_item_facts(o, i) WHERE part = 'item'
          UNION ALL SELECT * FROM reprise_basket_facts(o, b) WHERE part = 'basket') f
    GROUP BY f.day, f.metric, f.dim, f.key),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
    SELECT m.day, o.store_id, o.provider_id, o.currency, m.metric, m.dim, m.key, m.n, m.amount FROM moved m
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, o.store_id, o.provider_id, o.currency, m.metric, m.dim, m.key, sum(m.n), sum(m.amount) FROM moved m
  GROUP BY 1, m.metric, m.dim, m.key
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_invoice_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT (NEW.issued_at AT TIME ZONE 'UTC')::date AS day, v.metric, v.key, v.amount
    FROM (VALUES ('invoiced', NEW.kind, NEW.total_minor::bigint), ('bonus', NEW.kind, NEW.bonus_minor::bigint)) v(metric, key, amount)),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
    SELECT m.day, NEW.store_id, NEW.provider_id, NEW.currency, m.metric, '', m.key, 1, m.amount FROM moved m
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, NEW.store_id, NEW.provider_id, NEW.currency, m.metric, '', m.key, 1, m.amount FROM moved m
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_claim_facts_bump(c bonus_claims, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT (inv.issued_at AT TIME ZONE 'UTC')::date AS day, inv.currency, sign * coalesce(-(inv.body->'lines'->c.line->>'amountMinor')::bigint, 0) AS amount
    FROM invoices inv WHERE inv.id = c.invoice_id),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
    SELECT m.day, c.store_id, c.provider_id, m.currency, 'claim', '', c.status, sign, m.amount FROM moved m
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, c.store_id, c.provider_id, m.currency, 'claim', '', c.status, sign, m.amount FROM moved m
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- The dashboards' rollups rebuilt from the rows in one set-based pass (docs/dashboards.md#rebuild),
-- 0051's with the month rows of 0053:
-- after a bulk load with the triggers off (session_replication_role = replica), or as the
-- operator's repair if the rollups ever drift. Same figures as the per-row triggers of 0029, 0034,
-- 0040 and 0044 keep (test orders nowhere; invoices and claims whatever the order's mode), without
-- the rows a trigger leaves at zero. One transaction: writers of orders, garments, baskets,
-- invoices and claims wait for it; readers keep the old figures until it commits.
CREATE OR REPLACE FUNCTION reprise_dashboard_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_items, order_baskets, invoices, bonus_claims IN SHARE ROW EXCLUSIVE MODE;
  -- The marks the BEFORE trigger (reprise_order_marks) and reprise_returning_customers keep, set
  -- on the rows where they are wrong. The rollup triggers are off meanwhile (in this transaction
  -- only: ALTER TABLE is transactional): everything they would move is rebuilt below, and a bulk
  -- load's million flipped marks would otherwise cost a million trigger calls.
  ALTER TABLE orders DISABLE TRIGGER orders_dashboard_marks, DISABLE TRIGGER orders_dashboard_rollup,
    DISABLE TRIGGER orders_dashboard_facts, DISABLE TRIGGER orders_dashboard_customers;
  -- "Had booked before" = an earlier order_date for the customer, test orders included, as the trigger's EXISTS.
  UPDATE orders o SET returning_customer = r.returning
  FROM (SELECT id, rank() OVER (PARTITION BY customer_id ORDER BY order_date) > 1 AS returning FROM orders) r
  WHERE r.id = o.id AND o.returning_customer <> r.returning;
  -- A completed order without its completion instant (loaded with the trigger off): its last
  -- 'completed' history, else its last update, as migration 0034 filled them; none on another status.
  UPDATE orders o SET completed_at = coalesce((SELECT max(h.date) FROM order_histories h WHERE h.order_id = o.id AND h.status = 'completed'), o.updated_at)
  WHERE o.status = 'completed' AND o.completed_at IS NULL;
  UPDATE orders SET completed_at = NULL WHERE status <> 'completed' AND completed_at IS NOT NULL;
  ALTER TABLE orders ENABLE TRIGGER orders_dashboard_marks, ENABLE TRIGGER orders_dashboard_rollup,
    ENABLE TRIGGER orders_dashboard_facts, ENABLE TRIGGER orders_dashboard_customers;

  -- 0029/0040: per day, store, atelier, currency and current status.
  DELETE FROM dashboard_daily;
  INSERT INTO dashboard_daily (day, store_id, provider_id, currency, status, orders, total_minor, paid_minor)
  SELECT (order_date AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, status, count(*), sum(total_minor), sum(paid_minor)
  FROM orders WHERE livemode GROUP BY 1, 2, 3, 4, 5;

  -- 0034/0040: the facts of reprise_order_facts, reprise_item_facts, reprise_basket_facts and the
  -- invoice and claim triggers, as joins over all the rows at once (no per-order function call).
  DELETE FROM dashboard_facts;
  INSERT INTO dashboard_facts (day, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT f.day, f.store_id, f.provider_id, f.currency, f.metric, f.dim, f.key, sum(f.n), sum(f.amount)
  FROM (
    SELECT (o.order_date AT TIME ZONE 'UTC')::date AS day, o.store_id, o.provider_id, o.currency, v.metric, ''::text AS dim, v.key, 1::bigint AS n, 0::bigint AS amount
    FROM orders o, LATERAL (VALUES ('delivery', coalesce(o.logistic_option->>'kind', '')),
                                   ('customer', CASE WHEN o.returning_customer THEN 'returning' ELSE 'new' END)) v(metric, key)
    WHERE o.livemode
    UNION ALL
    SELECT (o.completed_at AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, v.metric, c.dim, v.key, 1, 0
    FROM orders o
    CROSS JOIN LATERAL (VALUES ('turnaround', floor(extract(epoch FROM o.completed_at - o.order_date) / 86400)::bigint::text),
                               ('lateness', floor(extract(epoch FROM o.completed_at - o.estimated_completion_date) / 86400)::bigint::text)) v(metric, key)
    -- The order itself (dim '') and each garment kept (dim = its category).
    CROSS JOIN LATERAL (SELECT '' AS dim UNION ALL SELECT i.category_id FROM order_items i WHERE i.order_id = o.id AND NOT i.is_revoke) c
    WHERE o.livemode AND o.status = 'completed' AND o.completed_at IS NOT NULL
    UNION ALL
    SELECT (o.completed_at AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, 'kept', i.category_id, '', 1, 0
    FROM orders o JOIN order_items i ON i.order_id = o.id AND NOT i.is_revoke
    WHERE o.livemode AND o.status = 'completed' AND o.completed_at IS NOT NULL
    UNION ALL
    SELECT (o.order_date AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, 'service', coalesce(s->>'kind', ''), coalesce(s->>'subServiceId', ''),
      coalesce((s->>'quantity')::bigint, 1), 0
    FROM orders o JOIN order_items i ON i.order_id = o.id AND NOT i.is_revoke, jsonb_array_elements(i.sub_services) s
    WHERE o.livemode
    UNION ALL
    SELECT (o.order_date AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, 'quote', '', v.key, 1,
      coalesce(round(((b.cost_to_user->>'total')::numeric - (b0.cost_to_user->>'total')::numeric) * 100)::bigint, 0)
    FROM orders o JOIN order_baskets b ON b.order_id = o.id AND b.index > 0
    LEFT JOIN order_baskets b0 ON b0.order_id = b.order_id AND b0.index = 0,
    LATERAL (VALUES ('made'), (coalesce(b.answer, 'pending'))) v(key)
    WHERE o.livemode
    UNION ALL
    SELECT (issued_at AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, v.metric, '', kind, 1, v.amount
    FROM invoices, LATERAL (VALUES ('invoiced', total_minor::bigint), ('bonus', bonus_minor::bigint)) v(metric, amount)
    UNION ALL
    SELECT (inv.issued_at AT TIME ZONE 'UTC')::date, c.store_id, c.provider_id, inv.currency, 'claim', '', c.status, 1,
      coalesce(-(inv.body->'lines'->c.line->>'amountMinor')::bigint, 0)
    FROM bonus_claims c JOIN invoices inv ON inv.id = c.invoice_id
  ) f
  GROUP BY 1, 2, 3, 4, 5, 6, 7;

  -- 0053: the facts per month, from the day rows (docs/dashboards.md#months).
  DELETE FROM dashboard_facts_monthly;
  INSERT INTO dashboard_facts_monthly (month, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT date_trunc('month', day::timestamp)::date, store_id, provider_id, currency, metric, dim, key, sum(n), sum(amount)
  FROM dashboard_facts GROUP BY 1, 2, 3, 4, 5, 6, 7;

  -- 0044, 0053: distinct customers per day, their bitmaps per day and month.
  PERFORM reprise_dashboard_customers_backfill();
END $$;

--> statement-breakpoint
-- The month rows of what is there already.
INSERT INTO dashboard_facts_monthly (month, store_id, provider_id, currency, metric, dim, key, n, amount)
SELECT date_trunc('month', day::timestamp)::date, store_id, provider_id, currency, metric, dim, key, sum(n), sum(amount)
FROM dashboard_facts GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- 0034's, with one query fewer per order booked by a returning customer: an order that has an
-- earlier one (NEW.returning_customer, set by reprise_order_marks) leaves every later order of
-- the customer returning already, so only a customer's first order can flip later ones.
CREATE OR REPLACE FUNCTION reprise_returning_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT NEW.returning_customer THEN
      UPDATE orders SET returning_customer = true WHERE customer_id = NEW.customer_id AND order_date > NEW.order_date AND NOT returning_customer;
    END IF;
  ELSIF NOT OLD.returning_customer THEN
    UPDATE orders o SET returning_customer = false WHERE o.customer_id = OLD.customer_id AND o.returning_customer
      AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.customer_id = o.customer_id AND p.order_date < o.order_date);
  END IF;
  RETURN NULL;
END $$;
