'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserApi } from '@/lib/client/api';
import { allowedTransitions, ORDER_STATUSES } from '@/lib/orders/status';
import type { AdminOrderRow } from '@/lib/schemas/admin';
import type { BulkOrdersResult } from '@/lib/schemas/bulk';
import type { Selection } from './use-selection';

/**
 * Acts on the ticked orders in one request (docs/counter.md#bulk-actions). The target list offers
 * only statuses at least one ticked order may move to; the answer says, per order, what was
 * done or why not, and the refused stay ticked.
 */
export function BulkBar({ orders, selection }: { orders: AdminOrderRow[]; selection: Selection }) {
  const t = useTranslations('Admin');
  const c = useTranslations('Counter');
  const qc = useQueryClient();
  const [to, setTo] = useState('');
  const [result, setResult] = useState<BulkOrdersResult | null>(null);
  const chosen = orders.filter((o) => selection.has(o.id));
  const targets = ORDER_STATUSES.filter((s) => chosen.some((o) => allowedTransitions(o.status, 'staff', o.logisticKind).includes(s)));
  const target = targets.includes(to as never) ? to : (targets[0] ?? '');
  const numbers = new Map(orders.map((o) => [o.id, o.orderNumber]));
  const run = useMutation({
    mutationFn: (body: { action: 'transition' | 'archive' | 'unarchive'; to?: string }) => browserApi.admin.bulk({ ids: selection.ids, versions: Object.fromEntries(chosen.map((o) => [o.id, o.version])), ...body }),
    onSuccess: async (answer) => {
      setResult(answer);
      selection.setAll(answer.results.filter((r) => !r.ok).map((r) => r.id));
      await qc.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  if (selection.ids.length === 0 && !result) return null;
  return (
    <section className="card bulk-bar" aria-label={c('bulk.label')}>
      <p className="bulk-count">{c('bulk.selected', { count: selection.ids.length })}</p>
      {selection.ids.length > 0 ? (
        <div className="bulk-actions">
          <label htmlFor="bulk-to">{c('bulk.moveTo')}</label>
          <select id="bulk-to" value={target} onChange={(e) => setTo(e.target.value)} disabled={targets.length === 0}>
            {targets.length === 0 ? <option value="">{c('bulk.noStep')}</option> : null}
            {targets.map((s) => (
              <option key={s} value={s}>
                {t(`statuses.${s}`)}
              </option>
            ))}
          </select>
          <Button disabled={!target || run.isPending} onClick={() => run.mutate({ action: 'transition', to: target })}>
            {c('bulk.move', { count: selection.ids.length })}
          </Button>
          <Button variant="secondary" disabled={run.isPending} onClick={() => run.mutate({ action: 'archive' })}>
            {c('bulk.archive')}
          </Button>
          <Button variant="ghost" disabled={run.isPending} onClick={() => run.mutate({ action: 'unarchive' })}>
            {c('bulk.unarchive')}
          </Button>
          <Button variant="ghost" onClick={() => selection.setAll([])}>
            {c('bulk.clear')}
          </Button>
        </div>
      ) : null}
      <div role="status" aria-live="polite" className="bulk-result">
        {run.isPending ? c('bulk.working') : null}
        {run.isError ? c('bulk.failed') : null}
        {result && !run.isPending ? (
          <>
            <p>{c('bulk.summary', { done: result.done, refused: result.refused })}</p>
            {result.refused > 0 ? (
              <ul className="bulk-refused">
                {result.results
                  .filter((r) => !r.ok)
                  .map((r) => (
                    <li key={r.id}>
                      <strong>{r.orderNumber ?? numbers.get(r.id) ?? r.id}</strong> — {r.problem?.detail}
                    </li>
                  ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
