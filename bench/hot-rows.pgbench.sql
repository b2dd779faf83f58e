-- Order inserts racing on the dashboards' rollup rows (docs/dashboards.md#slots), without the app:
-- each transaction writes a new customer, cart, order and garment of the same store, atelier and
-- day, so every one bumps the same rollup cells through the triggers, as bookings do. On a database
-- migrated and seeded (npm run db:migrate && npm run db:seed), alternately:
--   pgbench -h 127.0.0.1 -U postgres -n -c 8 -T 12 -f bench/hot-rows.pgbench.sql <db>
-- with reprise_dashboard_slot() as migration 0055 has it, and replaced by `SELECT 0::smallint`
-- (every writer on one row per cell: the locking before 0055). Figures: bench/RESULTS.md, booking-ab.
\set n random(1, 2000000000)
BEGIN;
INSERT INTO customers (id, given_name, family_name, phone, email) VALUES ('pgb' || :n || '-' || :client_id, 'B', 'M', '+33', 'b@example.com');
INSERT INTO carts (id, currency, store_id, provider_id, customer_id)
  SELECT 'pgb' || :n || '-' || :client_id, 'EUR', store_id, provider_id, 'pgb' || :n || '-' || :client_id FROM (SELECT store_id, provider_id FROM store_providers ORDER BY 1, 2 LIMIT 1) sp;
INSERT INTO orders (id, order_number, cart_id, store_id, provider_id, customer_id, booking_type, source, request_type, payment_method, language, currency, order_date,
    estimated_completion_date, insurance, customer, logistic_option, comissions, total_minor, customer_email, customer_name)
  SELECT 'pgb' || :n || '-' || :client_id, 'P-' || :n || '-' || :client_id, 'pgb' || :n || '-' || :client_id, store_id, provider_id, 'pgb' || :n || '-' || :client_id,
    'web', 'web', 'repair', 'card', 'fr', 'EUR', now(), now() + interval '10 days', '{}', '{}', '{"kind":"postal_label"}', '{}', 2500, 'b@example.com', 'B M'
  FROM (SELECT store_id, provider_id FROM store_providers ORDER BY 1, 2 LIMIT 1) sp;
INSERT INTO order_items (id, item_id, position, name, category_id, sub_category_id, values, sub_services, order_id)
  VALUES ('pgb' || :n || '-' || :client_id || '-1', 'i', 0, 'Shirt', 'shirts', 'shirt', '{}', '[{"kind":"repair","subServiceId":"hem","quantity":1}]', 'pgb' || :n || '-' || :client_id);
-- The app's round trip between its order statement and COMMIT (a loaded Node answering late).
\sleep 2 ms
COMMIT;
