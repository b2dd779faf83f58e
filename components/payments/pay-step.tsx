'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { StepHeading } from '@/components/ui/step-heading';
import { loadStripeJs, type StripeElements, type StripeJs } from '@/components/payments/stripe-js';
import { apiFetch } from '@/lib/client/fetcher';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { formatMoney, majorToMinor } from '@/lib/money';
import { OnlinePaymentSchema, type OnlinePaymentView } from '@/lib/payments/rules';
import type { Locale } from '@/lib/schemas/common';

const start = (api: string) => apiFetch(api, OnlinePaymentSchema, { method: 'POST', body: {} });

/**
 * Where the step works: the signed-in order's (`/api/sip/orders/{id}/online-payment`, back to
 * `/orders/{id}`) or an e-mail's tracking link's (`/api/sip/track/{token}/online-payment`, back to
 * `/track/{token}`: docs/payments.md#pay-again). `home` is a locale-less path.
 */
export type PayStepPlace = { api: string; home: string };

/**
 * The payment step: the server opens (or finds again) the intent for what is due, Stripe's Payment
 * Element takes the card (3-D Secure included), and a failure leaves everything usable: the same
 * intent takes another card (docs/payments.md).
 */
export function PayStep({ place, locale }: { place: PayStepPlace; locale: Locale }) {
  const { api, home } = place;
  const t = useTranslations('OnlinePayment');
  const tUi = useTranslations('UI');
  const router = useRouter();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: StripeJs; elements: StripeElements } | null>(null);
  const [view, setView] = useState<OnlinePaymentView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = useCallback(async () => {
    try {
      const fresh = await start(api);
      setError(null);
      setView(fresh);
      if (!fresh.intent?.clientSecret) return;
      const Stripe = await loadStripeJs();
      const stripe = Stripe(fresh.publishableKey);
      const elements = stripe.elements({ clientSecret: fresh.intent.clientSecret, locale });
      const element = elements.create('payment');
      if (mountRef.current) {
        mountRef.current.replaceChildren();
        element.mount(mountRef.current);
      }
      stripeRef.current = { stripe, elements };
      setReady(true);
    } catch (e) {
      if (e instanceof Error && e.message === 'Stripe.js did not load') setError(t('unavailable'));
      else if ((e as { code?: string }).code === 'payment_not_due') router.replace(home);
      else setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
    }
  }, [api, home, locale, router, t, tUi]);

  // Opened once the page is up (a timer: React's strict double mount opens one intent request, not two).
  useEffect(() => {
    const timer = setTimeout(() => void open(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  const pay = async () => {
    const s = stripeRef.current;
    if (!s || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await s.stripe.confirmPayment({ elements: s.elements, confirmParams: { return_url: `${window.location.origin}/${locale}${home}?paid=1` }, redirect: 'if_required' });
      if (result.error) {
        setError(t('failed', { message: result.error.message ?? '' }));
        // The failure is on the order now (webhook): show it with the others.
        setView(await start(api).catch(() => view));
        return;
      }
      router.push(`${home}?paid=1`);
    } catch (e) {
      setError(problemMessage(e, tUi('unexpected'), tUi('offline')));
    } finally {
      setBusy(false);
    }
  };

  const amount = view ? formatMoney(majorToMinor(view.due), view.currency, locale) : '';
  return (
    <div className="narrow">
      <StepHeading>{t('title')}</StepHeading>
      <div className="card">
        {view ? <p className="lead">{t('due', { amount })}</p> : null}
        {view && view.issues.length > 0 ? (
          <section aria-labelledby="issues-h">
            <h2 id="issues-h" className="small">{t('issuesHeading')}</h2>
            <ul className="muted small">
              {view.issues.map((issue) => (
                <li key={issue.date}>
                  {new Date(issue.date).toLocaleString(locale)}: {issue.message || issue.code}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div role="group" aria-label={t('card')} className="payment-element" data-testid="payment-element">
          {!ready && !error ? <p className="muted">{t('loading')}</p> : null}
          {/* Stripe's element goes into a node React renders no children into: replacing React's own children broke the next render. */}
          <div ref={mountRef} />
        </div>
        {error ? (
          <div className="error-state" role="alert">
            <p>{error}</p>
          </div>
        ) : null}
        <p className="muted small">{t('secure')}</p>
        <p className="muted small">{t('cancelNotice')}</p>
        <Button className="btn-block" onClick={pay} busy={busy} disabled={!ready}>
          {t('pay', { amount })}
        </Button>
        {!ready && error ? (
          <Button className="btn-block" onClick={() => void open()}>
            {tUi('retry')}
          </Button>
        ) : null}
        <p>
          <Link href={home}>{t('back')}</Link>
        </p>
      </div>
    </div>
  );
}
