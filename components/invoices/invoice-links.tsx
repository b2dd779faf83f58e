'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { invoicePdfUrl, orderInvoices } from '@/lib/client/invoices';
import { CardSection } from '../ui/card-section';

/**
 * The order's invoice (and credit notes) as PDFs, once issued: customers download it, staff
 * open it to print (docs/invoices.md). Shows nothing before the order is completed or cancelled.
 */
export function InvoiceLinks({ orderId, status, mode }: { orderId: string; status: string; mode: 'download' | 'print' }) {
  const t = useTranslations('Invoices');
  const settled = status === 'completed' || status === 'cancelled';
  const query = useQuery({ queryKey: ['invoices', orderId, status], queryFn: ({ signal }) => orderInvoices(orderId, signal), enabled: settled });
  const invoices = query.data ?? [];
  if (!settled || invoices.length === 0) return null;
  const inForce = invoices.findLast((i) => i.inForce);
  const others = invoices.filter((i) => i !== inForce);
  return (
    <CardSection id="invoice-h" title={t('heading')}>
      {inForce ? (
        <p>
          <a className="btn btn-primary" href={invoicePdfUrl(orderId)} {...(mode === 'download' ? { download: `${inForce.number}.pdf` } : { target: '_blank', rel: 'noopener' })}>
            {t(mode)} · {inForce.number}
          </a>
        </p>
      ) : null}
      {others.length ? (
        <ul className="plain-list">
          {others.map((i) => (
            <li key={i.id}>
              <a href={invoicePdfUrl(orderId, i.number)} target="_blank" rel="noopener">
                {t(i.kind === 'credit_note' ? 'creditNote' : 'invoice')} {i.number}
              </a>{' '}
              {/* A credit note is not itself cancelled: it says which invoice it cancels (issue #35.5). */}
              <span className="muted">({i.kind === 'credit_note' && i.credits ? t('cancels', { number: i.credits }) : t(i.inForce ? 'inForce' : 'cancelledBy')})</span>
            </li>
          ))}
        </ul>
      ) : null}
    </CardSection>
  );
}
