'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Money } from '@/components/ui/money';
import { browserApi } from '@/lib/client/api';
import { useStoreDates } from '@/lib/client/use-dates';
import { PAYMENT_METHOD_VALUES, type ONLINE_REFUND_STATUSES, type PaymentMethodValue } from '@/lib/schemas/logistics';

type OnlineRefundStatus = (typeof ONLINE_REFUND_STATUSES)[number];
/** How online card payments and their refunds are recorded (lib/notifications/events.ts ONLINE_PAYMENT_METHOD). */
const CARD_ONLINE = 'card_online';
import type { Order } from '@/lib/schemas/orders';
import { Fact } from './fact';
import { useOrderChanged } from './use-order-changed';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

/** Staff record what the customer paid (docs/decisions.md#payments): amount, method; who and when are kept. */
export function PaymentsPanel({ order }: { order: Order }) {
  const t = useTranslations('Payments');
  const tUi = useTranslations('UI');
  const changed = useOrderChanged();
  const dates = useStoreDates(order.store);
  const format = useFormatter();
  const key = ['admin', 'payments', order.id] as const;
  const list = useQuery({ queryKey: key, queryFn: ({ signal }) => browserApi.orders.payments(order.id, signal) });
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>(PAYMENT_METHOD_VALUES[0]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // One key per refund meant: a double click or a retry of the same submission is one refund at Stripe (docs/payments.md#staff-refunds).
  const [refundKey, setRefundKey] = useState(() => crypto.randomUUID());
  const record = useMutation({
    mutationFn: async (value: number): Promise<string> => {
      if (method !== CARD_ONLINE) {
        await browserApi.orders.recordPayment(order.id, { amount: value, currency: order.currencyCode, method }, order.version);
        return t('recorded');
      }
      const refund = await browserApi.orders.refundOnline(order.id, { amount: -value, note: '', requestKey: refundKey });
      return refund.status === 'sent' ? t('cardRefundSent') : t('cardRefundPending');
    },
    onSuccess: async (message) => {
      setAmount('');
      setRefundKey(crypto.randomUUID());
      setDone(message);
      await list.refetch();
      await changed();
    },
  });
  const summary = list.data;
  // Paid online: staff may send a refund back to that card (docs/payments.md#staff-refunds), beside the in-store methods.
  const paidOnline = summary?.payments.some((p) => p.method === CARD_ONLINE) ?? false;
  const methods: string[] = paidOnline ? [CARD_ONLINE, ...PAYMENT_METHOD_VALUES] : [...PAYMENT_METHOD_VALUES];
  const currency = order.currencyCode;
  return (
    <CardSection id="payments-h" title={t('heading')}>
      <dl className="facts">
        <Fact label={t('paid')}>
          <Money amount={summary?.paid ?? order.paid ?? 0} currency={currency} className="payments-paid" />
        </Fact>
        <Fact label={t('due')}>
          <Money amount={summary?.due ?? order.due ?? 0} currency={currency} className="payments-due" />
        </Fact>
        {summary?.refundOwed ? (
          <Fact label={t('refundOwed')}>
            <Money amount={summary.refundOwed} currency={currency} className="payments-refund-owed" />
          </Fact>
        ) : null}
      </dl>
      {summary?.refundOwed ? (
        // docs/decisions.md#refunds: a cancelled or reduced paid order owes money back; staff record it here.
        <p>
          <Button type="button" variant="secondary" onClick={() => setAmount(String(-summary.refundOwed))}>
            {t('refundAll', { amount: format.number(summary.refundOwed, { style: 'currency', currency }) })}
          </Button>
        </p>
      ) : null}
      {summary?.onlineRefunds.length ? (
        // docs/payments.md#refund-retries: the card refunds Reprise sends itself, and where each stands.
        <section aria-labelledby="card-refunds-h">
          <h3 id="card-refunds-h" className="small">{t('cardRefunds')}</h3>
          <ul className="plain-list small card-refunds" data-testid="card-refunds">
            {summary.onlineRefunds.map((r) => (
              <li key={r.id} className={r.status === 'failed' ? 'field-error' : undefined}>
                <Money amount={r.amount} currency={r.currency} /> · {t(`refundStatus.${r.status as OnlineRefundStatus}`)} · {t('refundTries', { count: r.attempts })}
                {r.nextAttemptAt ? ` · ${t('refundNext', { date: dates.date(r.nextAttemptAt, 'dateTime') })}` : ''}
                {r.lastError && r.status !== 'sent' ? ` · ${r.lastError}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {summary && summary.payments.length === 0 ? <p className="muted small">{t('none')}</p> : null}
      {summary?.payments.length ? (
        <ul className="plain-list small payments-list">
          {summary.payments.map((p) => (
            <li key={p.id}>
              <Money amount={p.amount} currency={p.currency} /> · {t(`methods.${p.method as PaymentMethodValue | typeof CARD_ONLINE}`)} · {dates.date(p.createdAt, 'dateTime')}
              {p.by ? ` · ${t('by', { who: p.by })}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <ClientForm
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setDone(null);
          const value = Number(amount.replace(',', '.'));
          if (!amount.trim() || !Number.isFinite(value) || value === 0) {
            setInvalid(t('invalidAmount'));
            return;
          }
          if (method === CARD_ONLINE && value > 0) {
            setInvalid(t('cardRefundNegative'));
            return;
          }
          setInvalid(null);
          record.mutate(value);
        }}
      >
        <Field id="payment-amount" label={t('amount', { currency })} hint={t('refundHint')} error={invalid ?? undefined} required>
          <input {...fieldAria('payment-amount', { hint: true, error: invalid })} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </Field>
        <SelectField id="payment-method" label={t('method')} value={method} onChange={(e) => setMethod(e.target.value)} options={methods.map((m) => ({ value: m, label: m === CARD_ONLINE ? t('cardRefundMethod') : t(`methods.${m as PaymentMethodValue}`) }))} />
        <Button type="submit" busy={record.isPending}>
          {t('record')}
        </Button>
        <p role="status" className="ok small">
          {done}
        </p>
        {record.isError ? (
          <p className="field-error" role="alert">
            {problemMessage(record.error, tUi('unexpected'), tUi('offline'))}
          </p>
        ) : null}
      </ClientForm>
    </CardSection>
  );
}
