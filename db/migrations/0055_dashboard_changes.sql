CREATE TABLE "dashboard_changes" (
	"slot" integer PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The dashboards' change counter (docs/dashboards.md#answer-cache): a transaction that writes a
-- table the dashboard statement reads adds 1 to its backend's slot, once (a transaction-local
-- setting remembers it), so two transactions take the same row's lock only when their backends'
-- pids fall on the same of 64 slots. A reader sums the slots in its snapshot: the sum moves with
-- every commit that can change an answer, and only then.
INSERT INTO "dashboard_changes" ("slot", "n") SELECT s, 0 FROM generate_series(0, 63) s ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reprise_dashboard_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('reprise.dashboard_changed', true) IS DISTINCT FROM '1' THEN
    UPDATE dashboard_changes SET n = n + 1 WHERE slot = pg_backend_pid() % 64;
    PERFORM set_config('reprise.dashboard_changed', '1', true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER dashboard_daily_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dashboard_daily FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_facts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dashboard_facts FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_facts_monthly_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dashboard_facts_monthly FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_customer_bits_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dashboard_customer_bits FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER dashboard_customer_bits_monthly_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dashboard_customer_bits_monthly FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
-- The late orders and the next promised date are read from the orders themselves.
CREATE TRIGGER orders_dashboard_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, estimated_completion_date, store_id, provider_id, is_archived, livemode, order_number, order_date ON orders FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
-- Names and the existence checks.
CREATE TRIGGER providers_dashboard_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER stores_dashboard_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER store_providers_dashboard_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_providers FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER clothes_categories_dashboard_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON clothes_categories FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
--> statement-breakpoint
CREATE TRIGGER sub_services_dashboard_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_services FOR EACH STATEMENT EXECUTE FUNCTION reprise_dashboard_changed();
