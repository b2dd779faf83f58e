'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { browserApi } from '@/lib/client/api';
import type { AdminOrderRow } from '@/lib/schemas/admin';

export type KnownCustomer = AdminOrderRow['customer'];

/** Who a customer is for the look-up: the e-mail, or the phone of a walk-in who gave none (docs/counter.md#phone-only). */
const customerKey = (c: KnownCustomer) => c.email.toLowerCase() || `tel:${c.phone}`;

/** One entry per customer, most recent order first (the list comes newest first). */
export function distinctCustomers(rows: AdminOrderRow[]): KnownCustomer[] {
  const seen = new Map<string, KnownCustomer>();
  for (const r of rows) if (!seen.has(customerKey(r.customer))) seen.set(customerKey(r.customer), r.customer);
  return [...seen.values()];
}

/**
 * A returning customer, found by name, e-mail or phone through the order search
 * (docs/counter.md#order-search) within the staff member's store: picking one fills the form.
 */
export function CustomerLookup({ onPick }: { onPick: (c: KnownCustomer) => void }) {
  const c = useTranslations('Counter');
  const [q, setQ] = useState('');
  const find = useMutation({
    mutationFn: async (query: string) => distinctCustomers((await browserApi.admin.orders(new URLSearchParams({ q: query, archived: 'all', limit: '30' }))).orders).slice(0, 8),
  });
  const run = () => {
    if (q.trim()) find.mutate(q.trim());
  };
  return (
    <div className="customer-lookup">
      <label htmlFor="c-lookup">{c('lookup.label')}</label>
      <div className="lookup-row">
        <input
          id="c-lookup"
          type="search"
          value={q}
          maxLength={100}
          autoComplete="off"
          aria-describedby="c-lookup-hint"
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={(e) => {
            // Inside the booking form: Enter looks the customer up, it does not submit the booking.
            if (e.key === 'Enter') {
              e.preventDefault();
              run();
            }
          }}
        />
        <Button type="button" variant="secondary" onClick={run} busy={find.isPending}>
          {c('lookup.find')}
        </Button>
      </div>
      <p id="c-lookup-hint" className="muted small">
        {c('lookup.hint')}
      </p>
      <div role="status" aria-live="polite">
        {find.data ? (find.data.length === 0 ? <p>{c('lookup.none')}</p> : <p className="visually-hidden">{c('lookup.found', { count: find.data.length })}</p>) : null}
      </div>
      {find.data && find.data.length > 0 ? (
        <ul className="lookup-results">
          {find.data.map((k) => (
            <li key={customerKey(k)}>
              <button type="button" className="lookup-pick" onClick={() => onPick(k)}>
                <strong>
                  {k.givenName} {k.familyName}
                </strong>
                <span className="muted small">
                  {[k.email, k.phone].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
