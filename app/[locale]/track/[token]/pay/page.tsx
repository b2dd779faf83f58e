import type { Metadata } from 'next';
import { connection } from 'next/server';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PayStep } from '@/components/payments/pay-step';
import { onlinePaymentsEnabled } from '@/lib/payments/config';
import type { Locale } from '@/lib/schemas/common';
import { ClientIsland } from '../../../_components/messages';

export async function generateMetadata({ params }: PageProps<'/[locale]/track/[token]/pay'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'OnlinePayment' });
  // The address carries the tracking token: no index, and no Referer taking it to Stripe.js or anyone else.
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

// The e-mail's "Pay again" link (docs/payments.md#pay-again): the payment step through the tracking token, no sign-in.
// The token is checked by the API the step calls (a wrong one: its 404 shows as the step's error).
export default async function TrackPayPage({ params }: PageProps<'/[locale]/track/[token]/pay'>) {
  await connection();
  if (!onlinePaymentsEnabled()) notFound();
  const { locale, token } = (await params) as { locale: Locale; token: string };
  const at = encodeURIComponent(token);
  return (
    <ClientIsland messages={['OnlinePayment', 'UI']}>
      <PayStep place={{ api: `/api/sip/track/${at}/online-payment`, home: `/track/${at}` }} locale={locale} />
    </ClientIsland>
  );
}
