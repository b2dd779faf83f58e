-- Order numbers by any fragment of their digits (docs/counter.md#order-search): every substring
-- of 3 or more digits of each digit run, so "0000041" is one exact key of R-G-00000041x. Trigrams
-- cannot do this on dense numbers: "000", "004" and "041" each occur in a large share of them.
-- PL/pgSQL loops, not set-returning functions in SQL: their default estimates (1,000 rows each,
-- 10^9 for three) made every call plan as huge and JIT-compile, ~40 ms a call.
CREATE OR REPLACE FUNCTION reprise_number_fragments(number text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  run text;
  fragments text[] := '{}';
BEGIN
  FOREACH run IN ARRAY regexp_split_to_array(number, '[^0-9]+') LOOP
    FOR start IN 1 .. length(run) - 2 LOOP
      FOR len IN 3 .. length(run) - start + 1 LOOP
        fragments := fragments || substr(run, start, len);
      END LOOP;
    END LOOP;
  END LOOP;
  RETURN fragments;
END $$;--> statement-breakpoint
CREATE INDEX "orders_number_fragments_idx" ON "orders" USING gin (reprise_number_fragments("order_number"));
