import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { requireStaffPage } from '@/lib/admin/gate';
import { ticketView } from '@/lib/admin/ticket';
import { ApiError } from '@/lib/http/errors';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/schemas/common';
import { PrintButton } from './print-button';
import './ticket.css';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Counter', 'ticket.title');

/**
 * The ticket and tags as a page with a print stylesheet (docs/counter.md#garment-ticket): what
 * the PDF holds, printable from any browser; on paper only the ticket and tags remain.
 */
export default async function TicketPage({ params }: PageProps<'/[locale]/admin/orders/[id]/ticket'>) {
  await connection();
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const principal = await requireStaffPage(locale, `/admin/orders/${id}/ticket`);
  let ticket: Awaited<ReturnType<typeof ticketView>>;
  try {
    ticket = await ticketView(id, principal, locale);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_found') notFound();
    throw error;
  }
  const t = await getTranslations({ locale, namespace: 'Counter' });
  const { text } = ticket;
  return (
    <div className="ticket-view">
      <div className="no-print ticket-tools">
        <Link href={`/admin/orders/${id}`}>← {t('print.back')}</Link>
        <h1 className="h2">{t('print.heading', { number: ticket.orderNumber })}</h1>
        <p className="form-actions">
          <PrintButton label={t('print.printView')} />
          <a className="btn btn-secondary" href={`/api/sip/admin/orders/${encodeURIComponent(id)}/ticket?lang=${locale}`} target="_blank" rel="noopener">
            {t('print.ticket')}
          </a>
        </p>
      </div>
      <article className="ticket" aria-label={`${text.title} ${ticket.orderNumber}`}>
        <header className="ticket-head">
          <div>
            <p className="ticket-store">{ticket.storeName}</p>
            {ticket.storeLines.map((l) => (
              <p key={l} className="ticket-small">
                {l}
              </p>
            ))}
            <p className="ticket-small">{text.order}</p>
            <p className="ticket-number">{ticket.orderNumber}</p>
          </div>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server */}
          <img src={ticket.qrDataUrl} alt={text.scan} width={96} height={96} />
        </header>
        <p>
          {text.date}
          {text.sep}
          {ticket.orderDate}
        </p>
        <p>
          {text.customer}
          {text.sep}
          {ticket.customerName}
        </p>
        {ticket.warranty ? <p className="ticket-strong">{ticket.warranty}</p> : null}
        <h2 className="ticket-h">{text.items}</h2>
        <ol className="ticket-items">
          {ticket.items.map((item, i) => (
            <li key={i}>
              <strong>{item.name}</strong> — {item.services.join(', ')}
            </li>
          ))}
        </ol>
        <p className="ticket-strong">
          {text.promised}
          {text.sep}
          {ticket.promised}
        </p>
        <p className="ticket-strong">
          {text.total}
          {text.sep}
          {ticket.total}
        </p>
        <p className="ticket-terms">{text.terms}</p>
        {ticket.signatureDataUrl ? (
          <figure className="ticket-signature">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL of the stored signature, printed as is */}
            <img src={ticket.signatureDataUrl} alt={`${text.signed}${text.sep}${ticket.customerName}`} width={180} />
            <figcaption>
              {text.signed}
              {text.sep}
              {ticket.customerName}
            </figcaption>
          </figure>
        ) : null}
      </article>
      <h2 className="no-print h3">{t('print.tags')}</h2>
      <div className="tags">
        {ticket.items.map((item, i) => (
          <article key={i} className="tag" aria-label={text.tagOf(i + 1, ticket.items.length)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server */}
            <img src={ticket.qrDataUrl} alt={text.scan} width={110} height={110} />
            <div>
              <p className="ticket-number">{ticket.orderNumber}</p>
              <p className="ticket-small">{text.tagOf(i + 1, ticket.items.length)}</p>
              <p>
                <strong>{item.name}</strong>
              </p>
              <p className="ticket-small">{ticket.customerName}</p>
            </div>
          </article>
        ))}
      </div>
    </div>
  );
}
