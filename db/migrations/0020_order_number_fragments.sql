-- Order numbers by any fragment of their digits (docs/counter.md#order-search): every substring
-- of 3 or more digits of each digit run, so "0000041" is one exact key of R-G-00000041x. Trigrams
-- cannot do this on dense numbers: "000", "004" and "041" each occur in a large share of them.
CREATE OR REPLACE FUNCTION reprise_number_fragments(text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT coalesce(array_agg(DISTINCT substr(run, start, len)), '{}')
    FROM regexp_split_to_table($1, '[^0-9]+') run, generate_series(1, length(run)) start, generate_series(3, length(run) - start + 1) len $$;--> statement-breakpoint
CREATE INDEX "orders_number_fragments_idx" ON "orders" USING gin (reprise_number_fragments("order_number"));
