CREATE TABLE "order_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "order_search_words_trgm_idx" ON "order_search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words a typo is compared with (docs/counter.md#forgiving-search): each customer name's
-- words, folded like orders.search_text, three characters or more (a trigram at least).
CREATE FUNCTION "reprise_name_words"(name text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(reprise_fold(name), '[^[:alnum:]]+') w WHERE length(w) >= 3
$$;--> statement-breakpoint
-- New orders: one statement, however many rows (a bulk load adds its few distinct words at
-- once). Words in order, so two bookings adding the same new words wait, never deadlock.
CREATE FUNCTION "order_search_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_search_words (word)
    SELECT DISTINCT w FROM new_orders, reprise_name_words(new_orders.customer_name) w ORDER BY w
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_search_words_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_orders FOR EACH STATEMENT EXECUTE FUNCTION "order_search_words_insert"();--> statement-breakpoint
-- A name changed (a contact edit, an erasure's pseudonym) or an order deleted: its new words
-- are added, and an old word is removed when no order's name carries it any more, so an erased
-- name leaves nothing here (docs/decisions.md#data-rights). The check reads orders_search_idx
-- (the word's trigrams), then the names it found; EXECUTE plans it for the word itself.
CREATE FUNCTION "order_search_words_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_name text := '';
  old_word text;
  used boolean;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    new_name := NEW.customer_name;
    INSERT INTO order_search_words (word) SELECT w FROM reprise_name_words(new_name) w ORDER BY w ON CONFLICT DO NOTHING;
  END IF;
  FOR old_word IN SELECT w FROM reprise_name_words(OLD.customer_name) w EXCEPT SELECT w FROM reprise_name_words(new_name) w LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM orders WHERE search_text LIKE %L AND %L = ANY (regexp_split_to_array(reprise_fold(customer_name), %L)))',
      '%' || old_word || '%', old_word, '[^[:alnum:]]+') INTO used;
    IF NOT used THEN DELETE FROM order_search_words WHERE word = old_word; END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_search_words_update" AFTER UPDATE OF "customer_name" ON "orders" FOR EACH ROW WHEN (OLD.customer_name IS DISTINCT FROM NEW.customer_name) EXECUTE FUNCTION "order_search_words_change"();--> statement-breakpoint
CREATE TRIGGER "order_search_words_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_search_words_change"();--> statement-breakpoint
-- Kept like an index: also when a bulk load turns the other triggers off
-- (session_replication_role = replica, bench/lib/orders-generator.ts).
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_search_words_insert";--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_search_words_update";--> statement-breakpoint
ALTER TABLE "orders" ENABLE ALWAYS TRIGGER "order_search_words_delete";--> statement-breakpoint
INSERT INTO "order_search_words" ("word") SELECT DISTINCT w FROM orders, reprise_name_words(orders.customer_name) w ON CONFLICT DO NOTHING;
