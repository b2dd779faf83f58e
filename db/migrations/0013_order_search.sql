-- Search (docs/counter.md#order-search): trigrams over a folded text. Both extensions are trusted
-- (any database owner may create them) and ship with PGlite as contrib modules.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads a dictionary chosen by search_path), so it cannot feed a
-- generated column or an index; naming the dictionary and schema makes the result fixed.
CREATE OR REPLACE FUNCTION reprise_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "orders_name_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (reprise_fold(order_number || ' ' || customer_name || ' ' || customer_email || ' ' || regexp_replace(coalesce(customer->>'phone', ''), '[^0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders" USING btree ("estimated_completion_date","id");--> statement-breakpoint
CREATE INDEX "orders_store_due_idx" ON "orders" USING btree ("store_id","estimated_completion_date","id");--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_number_seq_idx" ON "orders" USING btree (ltrim(split_part("order_number", '-', 3), '0'));