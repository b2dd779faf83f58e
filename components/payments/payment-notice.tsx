'use client';

import { useTranslations } from 'next-intl';

/** The order as the client reads it (its schema keeps the payment fields as they come). */
type PayableOrder = { id: string; status?: string; paymentMethod: string; due?: number; [key: string]: unknown };
type Issue = { code?: string; message?: string; date?: string };

/**
 * On the tracking page of a card booking (docs/payments.md#issues): awaiting payment, or what is
 * still due after a revised quote, the failed attempts, and the way to pay: the signed-in order's
 * step, or (`href`) the tracking link's (docs/payments.md#pay-again).
 */
export function PaymentNotice({ order, locale, href = `/orders/${order.id}/pay` }: { order: PayableOrder; locale: string; href?: string }) {
  const t = useTranslations('OnlinePayment');
  const owes = order.paymentMethod === 'card' && order.status !== 'cancelled' && order.isPayed !== true && (order.due ?? 0) > 0;
  if (!owes) return null;
  const issues = Array.isArray(order.paymentIssue) ? (order.paymentIssue as Issue[]) : [];
  return (
    <div className="notice" role="status" data-testid="payment-notice">
      <p>
        <strong>{t('pending')}</strong>
      </p>
      {issues.length ? (
        <ul className="small">
          {issues.map((issue, i) => (
            <li key={`${issue.date}-${i}`}>
              {issue.date ? `${new Date(issue.date).toLocaleString(locale)}: ` : ''}
              {issue.message || issue.code}
            </li>
          ))}
        </ul>
      ) : null}
      {/* A full page load: the payment step's own CSP lets Stripe.js in (components/payments/open-payment-step.ts). */}
      <a href={`/${locale}${href}`} className="btn btn-primary">
        {t('payNow')}
      </a>
    </div>
  );
}
