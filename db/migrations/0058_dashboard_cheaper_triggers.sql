-- Cheaper dashboard triggers (issue #28, docs/dashboards.md#trigger-cost): the same figures, fewer
-- statements and trigger calls per order.
--
-- 1. The change counter (0055): its statement triggers now have a WHEN clause, so after the first
--    firing of a transaction (which sets the transaction-local mark) the executor skips the call to
--    reprise_dashboard_changed() altogether; an order's 16 firings (INSERT … ON CONFLICT fires the
--    INSERT and the UPDATE statement triggers) were 16 PL/pgSQL calls, now 1. Still on every table
--    the dashboard statement reads, so whatever writes the rollups moves the counter.
DO $$
DECLARE t record;
BEGIN
  FOR t IN SELECT tg.tgname, tg.tgrelid::regclass AS tbl, pg_get_triggerdef(tg.oid) AS def
           FROM pg_trigger tg WHERE tg.tgfoid = 'reprise_dashboard_changed'::regproc AND tg.tgqual IS NULL LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', t.tgname, t.tbl);
    EXECUTE replace(t.def, ' EXECUTE FUNCTION ', ' WHEN (current_setting(''reprise.dashboard_changed'', true) IS DISTINCT FROM ''1'') EXECUTE FUNCTION ');
  END LOOP;
END $$;
--> statement-breakpoint
-- 2. A new live order: its daily row, its own facts and its customer's counts and bits in one
--    trigger call and four statements with plain parameters (plans cached once per session), where
--    three triggers ran reprise_dashboard_bump, reprise_facts_bump over the set-returning
--    reprise_order_facts, and reprise_dashboard_customer_bump (nine statements, custom plans of
--    composite parameters re-made per call). Same rows as those: reprise_dashboard_bump(NEW, 1),
--    reprise_facts_bump(NEW, 1, 'own', NULL, NULL), reprise_dashboard_customer_bump(NEW, 1). An
--    order in never clears a bit: its count only grows, so a bit that should be clear already is.
CREATE OR REPLACE FUNCTION reprise_order_dashboard_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s smallint := reprise_dashboard_slot();
  d_day date := (NEW.order_date AT TIME ZONE 'UTC')::date;
  d_month date := date_trunc('month', (NEW.order_date AT TIME ZONE 'UTC'))::date;
  done_day date := CASE WHEN NEW.status = 'completed' THEN (NEW.completed_at AT TIME ZONE 'UTC')::date END;
  left_orders integer;
  left_returning integer;
  num integer;
  at_bit integer;
BEGIN
  INSERT INTO dashboard_daily AS d (day, store_id, provider_id, currency, status, slot, orders, total_minor, paid_minor)
  VALUES (d_day, NEW.store_id, NEW.provider_id, NEW.currency, NEW.status, s, 1, NEW.total_minor, NEW.paid_minor)
  ON CONFLICT (day, store_id, provider_id, currency, status, slot) DO UPDATE
    SET orders = d.orders + excluded.orders, total_minor = d.total_minor + excluded.total_minor, paid_minor = d.paid_minor + excluded.paid_minor;
  WITH moved AS (
    SELECT d_day AS day, 'delivery' AS metric, coalesce(NEW.logistic_option->>'kind', '') AS key
    UNION ALL SELECT d_day, 'customer', CASE WHEN NEW.returning_customer THEN 'returning' ELSE 'new' END
    UNION ALL SELECT done_day, v.metric, v.key
      FROM (VALUES ('turnaround', floor(extract(epoch FROM NEW.completed_at - NEW.order_date) / 86400)::bigint::text),
                   ('lateness', floor(extract(epoch FROM NEW.completed_at - NEW.estimated_completion_date) / 86400)::bigint::text)) v(metric, key)
      WHERE done_day IS NOT NULL),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
    SELECT m.day, NEW.store_id, NEW.provider_id, NEW.currency, m.metric, '', m.key, s, 1, 0 FROM moved m
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, NEW.store_id, NEW.provider_id, NEW.currency, m.metric, '', m.key, s, 1, 0 FROM moved m
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
  INSERT INTO dashboard_customers AS d (day, store_id, provider_id, currency, customer_id, orders, returning_orders)
  VALUES (d_day, NEW.store_id, NEW.provider_id, NEW.currency, NEW.customer_id, 1, CASE WHEN NEW.returning_customer THEN 1 ELSE 0 END)
  ON CONFLICT (day, store_id, provider_id, currency, customer_id) DO UPDATE
    SET orders = d.orders + excluded.orders, returning_orders = d.returning_orders + excluded.returning_orders
  RETURNING d.orders, d.returning_orders INTO left_orders, left_returning;
  IF left_orders <= 0 THEN
    -- Only on rollups that drifted (more orders out than in): the general path, as before.
    UPDATE dashboard_customers SET orders = orders - 1, returning_orders = returning_orders - CASE WHEN NEW.returning_customer THEN 1 ELSE 0 END
    WHERE day = d_day AND store_id = NEW.store_id AND provider_id = NEW.provider_id AND currency = NEW.currency AND customer_id = NEW.customer_id;
    PERFORM reprise_dashboard_customer_bump(NEW, 1);
    RETURN NULL;
  END IF;
  num := reprise_customer_number(NEW.customer_id);
  at_bit := num % 8192;
  -- The day's bits first, then the month's (the order in which every path locks them).
  WITH month AS (
    INSERT INTO dashboard_customer_bits_monthly AS m (month, store_id, provider_id, currency, chunk, slot, booked, rebooked)
    VALUES (d_month, NEW.store_id, NEW.provider_id, NEW.currency, num / 8192, s, set_bit(B'0'::bit(8192), at_bit, 1), set_bit(B'0'::bit(8192), at_bit, (left_returning > 0)::integer))
    ON CONFLICT (month, store_id, provider_id, currency, chunk, slot) DO UPDATE
      SET booked = set_bit(m.booked, at_bit, 1), rebooked = CASE WHEN left_returning > 0 THEN set_bit(m.rebooked, at_bit, 1) ELSE m.rebooked END)
  INSERT INTO dashboard_customer_bits AS b (day, store_id, provider_id, currency, chunk, slot, booked, rebooked)
  VALUES (d_day, NEW.store_id, NEW.provider_id, NEW.currency, num / 8192, s, set_bit(B'0'::bit(8192), at_bit, 1), set_bit(B'0'::bit(8192), at_bit, (left_returning > 0)::integer))
  ON CONFLICT (day, store_id, provider_id, currency, chunk, slot) DO UPDATE
    SET booked = set_bit(b.booked, at_bit, 1), rebooked = set_bit(b.rebooked, at_bit, (left_returning > 0)::integer);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new garment (not revoked: a revoked one has no facts) of a live order: its facts in one
-- statement that reads the order, where reprise_part_facts_trigger read it, then called
-- reprise_facts_bump over the set-returning reprise_item_facts. Same rows as
-- reprise_facts_bump(o, 1, 'item', NEW, NULL).
CREATE OR REPLACE FUNCTION reprise_item_facts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE s smallint := reprise_dashboard_slot();
BEGIN
  WITH o AS (
    SELECT (order_date AT TIME ZONE 'UTC')::date AS booked_day, store_id, provider_id, currency,
      CASE WHEN status = 'completed' THEN (completed_at AT TIME ZONE 'UTC')::date END AS done_day,
      floor(extract(epoch FROM completed_at - order_date) / 86400)::bigint::text AS turnaround,
      floor(extract(epoch FROM completed_at - estimated_completion_date) / 86400)::bigint::text AS lateness
    FROM orders WHERE id = NEW.order_id AND livemode),
  moved AS (
    SELECT f.day, f.metric, f.dim, f.key, sum(f.n) AS n
    FROM (SELECT o.booked_day AS day, 'service' AS metric, coalesce(v->>'kind', '') AS dim, coalesce(v->>'subServiceId', '') AS key, coalesce((v->>'quantity')::bigint, 1) AS n
          FROM o, jsonb_array_elements(NEW.sub_services) v
          UNION ALL
          SELECT o.done_day, v.metric, NEW.category_id, v.key, 1
          FROM o, LATERAL (VALUES ('turnaround', o.turnaround), ('lateness', o.lateness), ('kept', '')) v(metric, key)
          WHERE o.done_day IS NOT NULL) f
    GROUP BY f.day, f.metric, f.dim, f.key),
  days AS (
    INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
    SELECT m.day, o.store_id, o.provider_id, o.currency, m.metric, m.dim, m.key, s, m.n, 0 FROM moved m, o
    ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount)
  INSERT INTO dashboard_facts_monthly AS d (month, store_id, provider_id, currency, metric, dim, key, slot, n, amount)
  SELECT date_trunc('month', m.day::timestamp)::date, o.store_id, o.provider_id, o.currency, m.metric, m.dim, m.key, s, sum(m.n), 0 FROM moved m, o
  GROUP BY 1, o.store_id, o.provider_id, o.currency, m.metric, m.dim, m.key
  ON CONFLICT (month, store_id, provider_id, currency, metric, dim, key, slot) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 3. The row triggers, split by event so that an UPDATE's WHEN clause (the very conditions the
--    functions returned early on, negated: `IS NOT TRUE` so that a NULL runs the function as its IF
--    did) keeps an update that touches no column a rollup reads from calling any function at all.
--    The update triggers keep the old names, which the rebuild (0054) turns off while it rewrites
--    the marks; the insert and delete ones are named for their event.
DROP TRIGGER orders_dashboard_marks ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_marks_insert BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION reprise_order_marks();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_marks BEFORE UPDATE ON orders FOR EACH ROW
  WHEN ((NEW.status <> 'completed' AND NEW.completed_at IS NOT NULL)
     OR (NEW.status = 'completed' AND OLD.status <> 'completed' AND NEW.completed_at IS NOT DISTINCT FROM OLD.completed_at)
     OR NEW.status IS NULL OR OLD.status IS NULL)
  EXECUTE FUNCTION reprise_order_marks();
--> statement-breakpoint
DROP TRIGGER orders_dashboard_rollup ON orders;
--> statement-breakpoint
DROP TRIGGER orders_dashboard_facts ON orders;
--> statement-breakpoint
DROP TRIGGER orders_dashboard_customers ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_insert AFTER INSERT ON orders FOR EACH ROW WHEN (NEW.livemode) EXECUTE FUNCTION reprise_order_dashboard_insert();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_rollup_delete AFTER DELETE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_dashboard_rollup();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_rollup AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status IS NOT DISTINCT FROM NEW.status AND OLD.total_minor = NEW.total_minor AND OLD.paid_minor = NEW.paid_minor
     AND OLD.order_date = NEW.order_date AND OLD.store_id = NEW.store_id AND OLD.provider_id = NEW.provider_id AND OLD.currency = NEW.currency) IS NOT TRUE)
  EXECUTE FUNCTION reprise_dashboard_rollup();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_facts AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.status = NEW.status AND OLD.completed_at IS NOT DISTINCT FROM NEW.completed_at AND OLD.order_date = NEW.order_date
     AND OLD.estimated_completion_date = NEW.estimated_completion_date AND OLD.store_id = NEW.store_id AND OLD.provider_id = NEW.provider_id
     AND OLD.currency = NEW.currency AND OLD.returning_customer = NEW.returning_customer
     AND (OLD.logistic_option->>'kind') IS NOT DISTINCT FROM (NEW.logistic_option->>'kind')) IS NOT TRUE)
  EXECUTE FUNCTION reprise_order_facts_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_customers_delete AFTER DELETE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_dashboard_customers();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_customers AFTER UPDATE ON orders FOR EACH ROW
  WHEN ((OLD.order_date = NEW.order_date AND OLD.store_id = NEW.store_id AND OLD.provider_id = NEW.provider_id AND OLD.currency = NEW.currency
     AND OLD.customer_id = NEW.customer_id AND OLD.returning_customer = NEW.returning_customer AND OLD.livemode = NEW.livemode) IS NOT TRUE)
  EXECUTE FUNCTION reprise_dashboard_customers();
--> statement-breakpoint
DROP TRIGGER order_items_dashboard_facts ON order_items;
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_facts_delete AFTER DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION reprise_part_facts_trigger();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_facts_insert AFTER INSERT ON order_items FOR EACH ROW WHEN (NOT NEW.is_revoke) EXECUTE FUNCTION reprise_item_facts_insert();
--> statement-breakpoint
CREATE TRIGGER order_items_dashboard_facts AFTER UPDATE ON order_items FOR EACH ROW
  WHEN ((OLD.order_id = NEW.order_id AND OLD.is_revoke = NEW.is_revoke AND OLD.category_id IS NOT DISTINCT FROM NEW.category_id
     AND OLD.sub_services IS NOT DISTINCT FROM NEW.sub_services) IS NOT TRUE)
  EXECUTE FUNCTION reprise_part_facts_trigger();
--> statement-breakpoint
-- A booking basket (index 0) has no facts of its own (0054).
DROP TRIGGER order_baskets_dashboard_facts ON order_baskets;
--> statement-breakpoint
CREATE TRIGGER order_baskets_dashboard_facts_delete AFTER DELETE ON order_baskets FOR EACH ROW WHEN (OLD.index IS DISTINCT FROM 0) EXECUTE FUNCTION reprise_part_facts_trigger();
--> statement-breakpoint
CREATE TRIGGER order_baskets_dashboard_facts_insert AFTER INSERT ON order_baskets FOR EACH ROW WHEN (NEW.index IS DISTINCT FROM 0) EXECUTE FUNCTION reprise_part_facts_trigger();
--> statement-breakpoint
CREATE TRIGGER order_baskets_dashboard_facts AFTER UPDATE ON order_baskets FOR EACH ROW
  WHEN (((OLD.index = 0 AND NEW.index = 0)
     OR (OLD.order_id = NEW.order_id AND OLD.index = NEW.index AND OLD.answer IS NOT DISTINCT FROM NEW.answer
         AND (OLD.cost_to_user->>'total') IS NOT DISTINCT FROM (NEW.cost_to_user->>'total'))) IS NOT TRUE)
  EXECUTE FUNCTION reprise_part_facts_trigger();
--> statement-breakpoint
