'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import { ApiProblem } from '@/lib/client/problem';
import { messageOr } from '@/lib/i18n/translated';
import { formatMoney, majorToMinor } from '@/lib/money';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Order } from '@/lib/schemas/orders';
import type { Notice } from './page-notice';
import { detailKey } from './use-order-changed';

/**
 * What every form of the staff order page shares: the version the page shows (sent as If-Match)
 * and the page's handling of the two answers a form cannot fix alone: 412 stale_order (the page
 * takes the fresh order and says what changed) and 401 (the sign-in appears in place, the forms
 * keep what was typed). docs/decisions.md#order-concurrency.
 */
export type OrderPageApi = { version: number; handleError: (error: unknown) => void };

const OrderPageContext = createContext<OrderPageApi>({ version: 0, handleError: () => {} });
export const OrderPageProvider = OrderPageContext.Provider;
export const useOrderPage = () => useContext(OrderPageContext);

/** The page answers these itself; a form shows every other error beside its button. */
export const pageHandles = (error: unknown) => error instanceof ApiProblem && (error.code === 'stale_order' || error.status === 401);

/** The fresh order a 412 carries, if it carries one. */
export function freshOrderOf(error: unknown): Order | null {
  if (!(error instanceof ApiProblem) || error.code !== 'stale_order') return null;
  const order = error.body.order as Order | undefined;
  return order && typeof order === 'object' && typeof order.version === 'number' ? order : null;
}

type Words = { status: (from: string, to: string) => string; total: (from: number, to: number) => string; archived: string; other: string };

const dueTotal = (order: Order) => (order.status === 'cancelled' ? 0 : (order.pricing.baskets.findLast((b) => b.isValidated) ?? order.pricing.baskets[0])?.costToUser.total ?? 0);

/** What a colleague changed between the page's order and the fresh one, in words. */
export function changesBetween(before: Order, after: Order, words: Words): string[] {
  const lines: string[] = [];
  if (before.status !== after.status) lines.push(words.status(before.status, after.status));
  if (dueTotal(before) !== dueTotal(after)) lines.push(words.total(dueTotal(before), dueTotal(after)));
  if (before.isArchived !== after.isArchived) lines.push(words.archived);
  return lines.length > 0 ? lines : [words.other];
}

/**
 * The page's answer to an error a form cannot fix alone (the staff and the atelier's order pages):
 * a colleague's change → the fresh order at once, and what changed; an ended session → the sign-in
 * in place. docs/decisions.md#order-concurrency.
 */
export function useOrderErrorHandler(order: Order, setNotice: (notice: Notice) => void) {
  const t = useTranslations('Admin');
  const tLife = useTranslations('OrderLife');
  const locale = useLocale();
  const qc = useQueryClient();
  const statusLabel = (s: string) => messageOr(t, `statuses.${s}`, s);
  const money = (amount: number) => formatMoney(majorToMinor(amount), order.currencyCode, locale);
  return (error: unknown) => {
    const fresh = freshOrderOf(error);
    if (fresh) {
      const lines = changesBetween(order, fresh, {
        status: (from, to) => tLife('stale.status', { from: statusLabel(from), to: statusLabel(to) }),
        total: (from, to) => tLife('stale.total', { from: money(from), to: money(to) }),
        archived: tLife('stale.archived'),
        other: tLife('stale.other'),
      });
      qc.setQueryData<AdminOrderDetail>(detailKey(order.id), (d) => (d ? { ...d, order: fresh } : d));
      void qc.invalidateQueries({ queryKey: ['admin'] });
      setNotice({ kind: 'stale', lines });
    } else if (error instanceof ApiProblem && error.status === 401) setNotice({ kind: 'session' });
  };
}
