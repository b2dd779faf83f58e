import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { StepHeading } from '@/components/ui/step-heading';
import { ApiError } from '@/lib/http/errors';
import { getTrackedOrder } from '@/lib/orders/tracked';
import { callerIp } from '@/lib/http/request-source';
import type { Locale } from '@/lib/schemas/common';
import { inLanguage } from '@/lib/i18n/translated';
import type { Order } from '@/lib/schemas/orders';
import { ClientIsland } from '../../_components/messages';
import { TrackView } from './track-view';

export async function generateMetadata({ params }: PageProps<'/[locale]/track/[token]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Notifications' });
  // The address is a credential: no index, and no Referer carrying it to other sites.
  return { title: t('trackTitle'), robots: { index: false }, referrer: 'no-referrer' };
}

// An e-mail's tracking link: the one order it was made for, no account or cookie needed.
export default async function TrackPage({ params }: PageProps<'/[locale]/track/[token]'>) {
  await connection();
  const { locale, token } = (await params) as { locale: Locale; token: string };
  const t = await getTranslations({ locale, namespace: 'Notifications' });
  let order: Order;
  try {
    order = await getTrackedOrder(token, callerIp({ headers: await headers() }));
  } catch (error) {
    if (!(error instanceof ApiError && (error.code === 'not_found' || error.code === 'rate_limited'))) throw error;
    return (
      <>
        <StepHeading>{t('trackTitle')}</StepHeading>
        <div className="card empty">
          <p>{t(error.code === 'rate_limited' ? 'trackTooMany' : 'trackInvalid')}</p>
        </div>
      </>
    );
  }
  const baskets = order.pricing.baskets;
  const agreed = baskets.findLast((b) => b.isValidated) ?? baskets[0]!;
  const latest = baskets.at(-1)!;
  return (
    <ClientIsland messages={['Orders', 'OnlinePayment', 'UI', 'OrderLife', 'Logistics', 'Thread', 'Lightbox']}>
      <TrackView
        token={token}
        locale={locale}
        order={{
          orderNumber: order.orderNumber,
          status: order.status,
          estimatedCompletionDate: order.estimatedCompletionDate,
          currency: order.currencyCode,
          items: order.items.map((item) => ({ id: item.id, name: item.name, services: item.subServices.map((s) => s.displayName[locale]) })),
          cost: agreed.costToUser,
          basketItems: agreed.items,
          discountCode: order.discountCode || null,
          quote: order.quote,
          quotePending: order.status === 'quote_pending' && latest !== agreed,
          allowed: order.allowedTransitions,
          version: order.version,
          store: { country: order.store.country, timeZone: order.store.timeZone },
          histories: order.histories.map((h) => ({ status: h.status, date: h.date })),
          comments: order.comments,
          requests: order.requests,
          providerUploads: order.providerUploads,
          payment: { id: order.id, status: order.status, paymentMethod: order.paymentMethod, isPayed: order.isPayed, due: order.due, paymentIssue: order.paymentIssue },
          // What the customer does next (docs/notifications.md#state): the option's words, its slot, the label or the counter.
          next: {
            option: inLanguage(order.logisticOption.displayName, locale),
            instructions: order.logisticOption.instructions ? inLanguage(order.logisticOption.instructions, locale) : '',
            kind: order.logisticOption.kind ?? '',
            slot: order.logisticOption.slot ?? null,
            labelUrl: order.logisticOption.kind === 'postal_label' ? `/api/sip/orders/${encodeURIComponent(order.id)}/label.pdf` : null,
            store: { name: order.store.name, address: order.store.address, openingHours: order.store.openingHours ?? [], timeZone: order.store.timeZone ?? '' },
          },
        }}
      />
    </ClientIsland>
  );
}
