CREATE TABLE "order_list_documents" (
	"order_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"builder" text NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_list_documents" ADD CONSTRAINT "order_list_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every change of an order bumps its version (docs/decisions.md#order-concurrency); the code does
-- it (db/orders.ts updateOrder), and these make it hold for any writer: an update of the order
-- that left the version alone, or of its items or history without touching the order in the same
-- transaction. The order list's stored items are valid for one version (docs/performance.md#list-documents).
CREATE FUNCTION "orders_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version = OLD.version THEN NEW.version := OLD.version + 1; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_bump_version" BEFORE UPDATE ON "orders" FOR EACH ROW EXECUTE FUNCTION "orders_bump_version"();--> statement-breakpoint
-- One function for the order's items and history: after the first row, the order's row is this
-- transaction's (its xmin), so a statement or transaction touching many rows bumps it once.
CREATE FUNCTION "order_part_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders o SET version = o.version + 1 WHERE o.id = NEW.order_id AND o.xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_bump_version" AFTER UPDATE ON "order_items" FOR EACH ROW EXECUTE FUNCTION "order_part_bump_version"();--> statement-breakpoint
CREATE TRIGGER "order_histories_bump_version" AFTER UPDATE ON "order_histories" FOR EACH ROW EXECUTE FUNCTION "order_part_bump_version"();--> statement-breakpoint
-- Inserts: a booking writes its items and its 'booked' history with the order, in one statement
-- (db/order-placement.ts), and items are never added later; every later history row is a change
-- of status. Only those are checked, by a WHEN that costs a booking nothing (a statement trigger
-- here took ~0.1 ms of Postgres per order).
CREATE TRIGGER "order_histories_insert_bump_version" AFTER INSERT ON "order_histories" FOR EACH ROW WHEN (NEW.status <> 'booked') EXECUTE FUNCTION "order_part_bump_version"();
