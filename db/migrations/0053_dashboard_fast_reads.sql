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
CREATE TABLE "dashboard_customer_numbers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_customer_numbers_number_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1)
);
--> statement-breakpoint
CREATE INDEX "dashboard_customer_bits_store_day_idx" ON "dashboard_customer_bits" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "dashboard_customer_bits_provider_day_idx" ON "dashboard_customer_bits" USING btree ("provider_id","day");--> statement-breakpoint
-- 1 KB a bitmap, kept in the row (no compression, no TOAST): a dashboard ORs a few thousand of them.
ALTER TABLE "dashboard_customer_bits" ALTER COLUMN "booked" SET STORAGE PLAIN, ALTER COLUMN "rebooked" SET STORAGE PLAIN;
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
  num integer;
  at_bit integer;
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
END $$;
--> statement-breakpoint
-- Backfill, also called by reprise_dashboard_rebuild(): dashboard_customers from the orders
-- (as 0044), then the numbers of customers not yet numbered and every bitmap from those rows.
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
