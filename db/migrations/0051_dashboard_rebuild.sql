-- The dashboards' rollups rebuilt from the rows in one set-based pass (docs/dashboards.md#rebuild):
-- after a bulk load with the triggers off (session_replication_role = replica), or as the
-- operator's repair if the rollups ever drift. Same figures as the per-row triggers of 0029, 0034,
-- 0040 and 0044 keep (test orders nowhere; invoices and claims whatever the order's mode), without
-- the rows a trigger leaves at zero. One transaction: writers of orders, garments, baskets,
-- invoices and claims wait for it; readers keep the old figures until it commits.
CREATE OR REPLACE FUNCTION reprise_dashboard_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE orders, order_items, order_baskets, invoices, bonus_claims IN SHARE ROW EXCLUSIVE MODE;
  -- The marks the BEFORE trigger (reprise_order_marks) and reprise_returning_customers keep, set
  -- on the rows where they are wrong. The rollup triggers are off meanwhile (in this transaction
  -- only: ALTER TABLE is transactional): everything they would move is rebuilt below, and a bulk
  -- load's million flipped marks would otherwise cost a million trigger calls.
  ALTER TABLE orders DISABLE TRIGGER orders_dashboard_marks, DISABLE TRIGGER orders_dashboard_rollup,
    DISABLE TRIGGER orders_dashboard_facts, DISABLE TRIGGER orders_dashboard_customers;
  -- "Had booked before" = an earlier order_date for the customer, test orders included, as the trigger's EXISTS.
  UPDATE orders o SET returning_customer = r.returning
  FROM (SELECT id, rank() OVER (PARTITION BY customer_id ORDER BY order_date) > 1 AS returning FROM orders) r
  WHERE r.id = o.id AND o.returning_customer <> r.returning;
  -- A completed order without its completion instant (loaded with the trigger off): its last
  -- 'completed' history, else its last update, as migration 0034 filled them; none on another status.
  UPDATE orders o SET completed_at = coalesce((SELECT max(h.date) FROM order_histories h WHERE h.order_id = o.id AND h.status = 'completed'), o.updated_at)
  WHERE o.status = 'completed' AND o.completed_at IS NULL;
  UPDATE orders SET completed_at = NULL WHERE status <> 'completed' AND completed_at IS NOT NULL;
  ALTER TABLE orders ENABLE TRIGGER orders_dashboard_marks, ENABLE TRIGGER orders_dashboard_rollup,
    ENABLE TRIGGER orders_dashboard_facts, ENABLE TRIGGER orders_dashboard_customers;

  -- 0029/0040: per day, store, atelier, currency and current status.
  DELETE FROM dashboard_daily;
  INSERT INTO dashboard_daily (day, store_id, provider_id, currency, status, orders, total_minor, paid_minor)
  SELECT (order_date AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, status, count(*), sum(total_minor), sum(paid_minor)
  FROM orders WHERE livemode GROUP BY 1, 2, 3, 4, 5;

  -- 0034/0040: the facts of reprise_order_facts, reprise_item_facts, reprise_basket_facts and the
  -- invoice and claim triggers, as joins over all the rows at once (no per-order function call).
  DELETE FROM dashboard_facts;
  INSERT INTO dashboard_facts (day, store_id, provider_id, currency, metric, dim, key, n, amount)
  SELECT f.day, f.store_id, f.provider_id, f.currency, f.metric, f.dim, f.key, sum(f.n), sum(f.amount)
  FROM (
    SELECT (o.order_date AT TIME ZONE 'UTC')::date AS day, o.store_id, o.provider_id, o.currency, v.metric, ''::text AS dim, v.key, 1::bigint AS n, 0::bigint AS amount
    FROM orders o, LATERAL (VALUES ('delivery', coalesce(o.logistic_option->>'kind', '')),
                                   ('customer', CASE WHEN o.returning_customer THEN 'returning' ELSE 'new' END)) v(metric, key)
    WHERE o.livemode
    UNION ALL
    SELECT (o.completed_at AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, v.metric, c.dim, v.key, 1, 0
    FROM orders o
    CROSS JOIN LATERAL (VALUES ('turnaround', floor(extract(epoch FROM o.completed_at - o.order_date) / 86400)::bigint::text),
                               ('lateness', floor(extract(epoch FROM o.completed_at - o.estimated_completion_date) / 86400)::bigint::text)) v(metric, key)
    -- The order itself (dim '') and each garment kept (dim = its category).
    CROSS JOIN LATERAL (SELECT '' AS dim UNION ALL SELECT i.category_id FROM order_items i WHERE i.order_id = o.id AND NOT i.is_revoke) c
    WHERE o.livemode AND o.status = 'completed' AND o.completed_at IS NOT NULL
    UNION ALL
    SELECT (o.completed_at AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, 'kept', i.category_id, '', 1, 0
    FROM orders o JOIN order_items i ON i.order_id = o.id AND NOT i.is_revoke
    WHERE o.livemode AND o.status = 'completed' AND o.completed_at IS NOT NULL
    UNION ALL
    SELECT (o.order_date AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, 'service', coalesce(s->>'kind', ''), coalesce(s->>'subServiceId', ''),
      coalesce((s->>'quantity')::bigint, 1), 0
    FROM orders o JOIN order_items i ON i.order_id = o.id AND NOT i.is_revoke, jsonb_array_elements(i.sub_services) s
    WHERE o.livemode
    UNION ALL
    SELECT (o.order_date AT TIME ZONE 'UTC')::date, o.store_id, o.provider_id, o.currency, 'quote', '', v.key, 1,
      coalesce(round(((b.cost_to_user->>'total')::numeric - (b0.cost_to_user->>'total')::numeric) * 100)::bigint, 0)
    FROM orders o JOIN order_baskets b ON b.order_id = o.id AND b.index > 0
    LEFT JOIN order_baskets b0 ON b0.order_id = b.order_id AND b0.index = 0,
    LATERAL (VALUES ('made'), (coalesce(b.answer, 'pending'))) v(key)
    WHERE o.livemode
    UNION ALL
    SELECT (issued_at AT TIME ZONE 'UTC')::date, store_id, provider_id, currency, v.metric, '', kind, 1, v.amount
    FROM invoices, LATERAL (VALUES ('invoiced', total_minor::bigint), ('bonus', bonus_minor::bigint)) v(metric, amount)
    UNION ALL
    SELECT (inv.issued_at AT TIME ZONE 'UTC')::date, c.store_id, c.provider_id, inv.currency, 'claim', '', c.status, 1,
      coalesce(-(inv.body->'lines'->c.line->>'amountMinor')::bigint, 0)
    FROM bonus_claims c JOIN invoices inv ON inv.id = c.invoice_id
  ) f
  GROUP BY 1, 2, 3, 4, 5, 6, 7;

  -- 0044: distinct customers per day.
  PERFORM reprise_dashboard_customers_backfill();
END $$;
