CREATE TABLE "dashboard_facts" (
	"day" date NOT NULL,
	"store_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"currency" text NOT NULL,
	"metric" text NOT NULL,
	"dim" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_facts_day_store_id_provider_id_currency_metric_dim_key_pk" PRIMARY KEY("day","store_id","provider_id","currency","metric","dim","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "returning_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "dashboard_facts_metric_day_idx" ON "dashboard_facts" USING btree ("metric","day");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");--> statement-breakpoint
-- The dashboards' facts (docs/dashboards.md#facts). Orders first: when each became completed, and
-- whether its customer had booked before (backfilled from the histories and the booking order).
UPDATE orders SET completed_at = coalesce((SELECT max(h.date) FROM order_histories h WHERE h.order_id = orders.id AND h.status = 'completed'), updated_at) WHERE status = 'completed';
--> statement-breakpoint
UPDATE orders o SET returning_customer = true FROM (SELECT id, rank() OVER (PARTITION BY customer_id ORDER BY order_date) AS rn FROM orders) r WHERE r.id = o.id AND r.rn > 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_order_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.returning_customer := EXISTS (SELECT 1 FROM orders WHERE customer_id = NEW.customer_id AND order_date < NEW.order_date);
  END IF;
  IF NEW.status <> 'completed' THEN
    NEW.completed_at := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    NEW.completed_at := coalesce(NEW.completed_at, now());
  ELSIF OLD.status <> 'completed' AND NEW.completed_at IS NOT DISTINCT FROM OLD.completed_at THEN
    NEW.completed_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_marks BEFORE INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_order_marks();
--> statement-breakpoint
-- "Had booked before" means an earlier order_date, whatever the order rows were written in: a
-- backdated insert makes the customer's later first order a returning one, and deleting a first
-- order makes the next one first (docs/dashboards.md#facts). Only the few rows that flip are touched.
CREATE OR REPLACE FUNCTION reprise_returning_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE orders SET returning_customer = true WHERE customer_id = NEW.customer_id AND order_date > NEW.order_date AND NOT returning_customer;
  ELSIF NOT OLD.returning_customer THEN
    UPDATE orders o SET returning_customer = false WHERE o.customer_id = OLD.customer_id AND o.returning_customer
      AND NOT EXISTS (SELECT 1 FROM orders p WHERE p.customer_id = o.customer_id AND p.order_date < o.order_date);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_returning_customers AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_returning_customers();
--> statement-breakpoint
-- Facts functions are plpgsql: SQL ones taking a whole row are inlined and trip the planner ("variable not found in subplan target list").
-- One garment's facts: its services booked (booking day), and once its order is completed its
-- turnaround and lateness in whole days and the garment kept in use (completion day), per category.
CREATE OR REPLACE FUNCTION reprise_item_facts(o orders, i order_items) RETURNS TABLE (day date, metric text, dim text, key text, n bigint, amount bigint) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT (o.order_date AT TIME ZONE 'UTC')::date, 'service', coalesce(s->>'kind', ''), coalesce(s->>'subServiceId', ''), coalesce((s->>'quantity')::bigint, 1), 0::bigint
  FROM jsonb_array_elements(i.sub_services) s WHERE NOT i.is_revoke
  UNION ALL
  SELECT (o.completed_at AT TIME ZONE 'UTC')::date, v.metric, i.category_id, v.key, 1::bigint, 0::bigint
  FROM (VALUES ('turnaround', floor(extract(epoch FROM o.completed_at - o.order_date) / 86400)::bigint::text),
               ('lateness', floor(extract(epoch FROM o.completed_at - o.estimated_completion_date) / 86400)::bigint::text),
               ('kept', '')) v(metric, key)
  WHERE NOT i.is_revoke AND o.status = 'completed' AND o.completed_at IS NOT NULL;
END $$;
--> statement-breakpoint
-- A quote (a basket after the booking's): made, and its answer, with the change of total against the booking (minor units), on the order's booking day.
CREATE OR REPLACE FUNCTION reprise_basket_facts(o orders, b order_baskets) RETURNS TABLE (day date, metric text, dim text, key text, n bigint, amount bigint) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT (o.order_date AT TIME ZONE 'UTC')::date, 'quote', '', v.key, 1::bigint,
    coalesce(round(((b.cost_to_user->>'total')::numeric - (SELECT (b0.cost_to_user->>'total')::numeric FROM order_baskets b0 WHERE b0.order_id = b.order_id AND b0.index = 0)) * 100)::bigint, 0)
  FROM (VALUES ('made'), (coalesce(b.answer, 'pending'))) v(key)
  WHERE b.index > 0;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_order_facts(o orders, parts boolean) RETURNS TABLE (day date, metric text, dim text, key text, n bigint, amount bigint) LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  SELECT (o.order_date AT TIME ZONE 'UTC')::date, 'delivery', '', coalesce(o.logistic_option->>'kind', ''), 1::bigint, 0::bigint
  UNION ALL SELECT (o.order_date AT TIME ZONE 'UTC')::date, 'customer', '', CASE WHEN o.returning_customer THEN 'returning' ELSE 'new' END, 1::bigint, 0::bigint
  UNION ALL SELECT (o.completed_at AT TIME ZONE 'UTC')::date, v.metric, '', v.key, 1::bigint, 0::bigint
    FROM (VALUES ('turnaround', floor(extract(epoch FROM o.completed_at - o.order_date) / 86400)::bigint::text),
                 ('lateness', floor(extract(epoch FROM o.completed_at - o.estimated_completion_date) / 86400)::bigint::text)) v(metric, key)
    WHERE o.status = 'completed' AND o.completed_at IS NOT NULL
  UNION ALL SELECT f.* FROM order_items i, LATERAL reprise_item_facts(o, i) f WHERE parts AND i.order_id = o.id
  UNION ALL SELECT f.* FROM order_baskets b, LATERAL reprise_basket_facts(o, b) f WHERE parts AND b.order_id = o.id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_facts_bump(o orders, sign integer, part text, i order_items, b order_baskets) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT f.day, o.store_id, o.provider_id, o.currency, f.metric, f.dim, f.key, sign * sum(f.n), sign * sum(f.amount)
  FROM (SELECT * FROM reprise_order_facts(o, part = 'order') WHERE part IN ('order', 'own')
        UNION ALL SELECT * FROM reprise_item_facts(o, i) WHERE part = 'item'
        UNION ALL SELECT * FROM reprise_basket_facts(o, b) WHERE part = 'basket') f
  GROUP BY f.day, f.metric, f.dim, f.key
  ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
END $$;
--> statement-breakpoint
-- Kept in the transaction that changes the order (docs/dashboards.md#facts): the old facts out, the new in.
-- Deletion runs before the row goes, while its items and baskets are still there to be taken out.
CREATE OR REPLACE FUNCTION reprise_order_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.completed_at IS NOT DISTINCT FROM NEW.completed_at AND OLD.order_date = NEW.order_date
     AND OLD.estimated_completion_date = NEW.estimated_completion_date AND OLD.store_id = NEW.store_id AND OLD.provider_id = NEW.provider_id
     AND OLD.currency = NEW.currency AND OLD.returning_customer = NEW.returning_customer
     AND (OLD.logistic_option->>'kind') IS NOT DISTINCT FROM (NEW.logistic_option->>'kind') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM reprise_facts_bump(OLD, -1, 'order', NULL, NULL); END IF;
  IF TG_OP = 'UPDATE' THEN PERFORM reprise_facts_bump(NEW, 1, 'order', NULL, NULL); END IF;
  -- A new order's garments and baskets add their own facts (their triggers), even when written in the same statement.
  IF TG_OP = 'INSERT' THEN PERFORM reprise_facts_bump(NEW, 1, 'own', NULL, NULL); END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_facts AFTER INSERT OR UPDATE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_order_facts_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_dashboard_facts_delete BEFORE DELETE ON orders FOR EACH ROW EXECUTE FUNCTION reprise_order_facts_trigger();
--> statement-breakpoint
-- A garment or a quote changed: its facts move, under its order's current day, store, atelier and currency
-- (an order being deleted has taken them out already and is no longer found).
CREATE OR REPLACE FUNCTION reprise_part_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o orders;
BEGIN
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
CREATE TRIGGER order_items_dashboard_facts AFTER INSERT OR UPDATE OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION reprise_part_facts_trigger();
--> statement-breakpoint
CREATE TRIGGER order_baskets_dashboard_facts AFTER INSERT OR UPDATE OR DELETE ON order_baskets FOR EACH ROW EXECUTE FUNCTION reprise_part_facts_trigger();
--> statement-breakpoint
-- Invoices are never updated nor deleted (invoices_immutable): each adds its total and its Bonus Réparation
-- on its issue day; a credit note's amounts are negative, so the sums are net of credit notes.
CREATE OR REPLACE FUNCTION reprise_invoice_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT (NEW.issued_at AT TIME ZONE 'UTC')::date, NEW.store_id, NEW.provider_id, NEW.currency, v.metric, '', v.key, 1, v.amount
  FROM (VALUES ('invoiced', NEW.kind, NEW.total_minor::bigint), ('bonus', NEW.kind, NEW.bonus_minor::bigint)) v(metric, key, amount)
  ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_dashboard_facts AFTER INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION reprise_invoice_facts_trigger();
--> statement-breakpoint
-- A Bonus Réparation claim line by status, with its amount (the bonus line, negated), on its invoice's issue day.
CREATE OR REPLACE FUNCTION reprise_claim_facts_bump(c bonus_claims, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT (inv.issued_at AT TIME ZONE 'UTC')::date, c.store_id, c.provider_id, inv.currency, 'claim', '', c.status, sign,
    sign * coalesce(-(inv.body->'lines'->c.line->>'amountMinor')::bigint, 0)
  FROM invoices inv WHERE inv.id = c.invoice_id
  ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_claim_facts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.invoice_id = NEW.invoice_id AND OLD.line = NEW.line THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM reprise_claim_facts_bump(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM reprise_claim_facts_bump(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bonus_claims_dashboard_facts AFTER INSERT OR UPDATE OR DELETE ON bonus_claims FOR EACH ROW EXECUTE FUNCTION reprise_claim_facts_trigger();
--> statement-breakpoint
-- Backfill: everything already there.
INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
SELECT f.day, o.store_id, o.provider_id, o.currency, f.metric, f.dim, f.key, sum(f.n), sum(f.amount)
FROM orders o, LATERAL reprise_order_facts(o, true) f GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
SELECT (issued_at AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, v.metric, '', kind, count(*), sum(v.amount)
FROM invoices, LATERAL (VALUES ('invoiced', total_minor::bigint), ('bonus', bonus_minor::bigint)) v(metric, amount) GROUP BY 1, 2, 3, 4, 5, 7
ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
--> statement-breakpoint
INSERT INTO dashboard_facts AS d (day, store_id, provider_id, currency, metric, dim, key, n, amount)
SELECT (inv.issued_at AT TIME ZONE 'UTC')::date, c.store_id, c.provider_id, inv.currency, 'claim', '', c.status, count(*), sum(coalesce(-(inv.body->'lines'->c.line->>'amountMinor')::bigint, 0))
FROM bonus_claims c JOIN invoices inv ON inv.id = c.invoice_id GROUP BY 1, 2, 3, 4, 7
ON CONFLICT (day, store_id, provider_id, currency, metric, dim, key) DO UPDATE SET n = d.n + excluded.n, amount = d.amount + excluded.amount;
