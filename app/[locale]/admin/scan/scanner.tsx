'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { StepHeading } from '@/components/ui/step-heading';
import { browserApi } from '@/lib/client/api';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { AdminOrderRow } from '@/lib/schemas/admin';
import { runningNumber as running, scanTarget } from './scan-code';
import { useCameraCodes } from './use-camera-codes';
import { ClientForm } from '@/components/ui/client-form';

/** `origins`: where this deployment's tags point (lib/admin/ticket.ts ticketOrigins); the page's own origin is added. */
export function Scanner({ origins }: { origins: string[] }) {
  const c = useTranslations('Counter');
  const router = useRouter();
  const [status, setStatus] = useState('');
  const [choices, setChoices] = useState<AdminOrderRow[]>([]);

  const openNumber = useCallback(
    async (typed: string) => {
      const q = typed.trim();
      if (!q) return;
      setStatus(c('scan.searching'));
      setChoices([]);
      const page = await browserApi.admin.orders(new URLSearchParams({ q, archived: 'all', limit: '10' }));
      // The order whose number is the one typed, in full or as its running number ("66").
      const wanted = q.toUpperCase();
      const exact = page.orders.filter((o) => o.orderNumber === wanted || running(o.orderNumber) === wanted.replace(/^0+/, ''));
      const found = exact.length === 1 ? exact : page.orders.length === 1 ? page.orders : [];
      if (found.length === 1) {
        setStatus(c('scan.found'));
        router.push(`/admin/orders/${found[0]!.id}`);
      } else {
        setChoices(exact.length > 1 ? exact : page.orders);
        setStatus(page.orders.length === 0 ? c('scan.notFound') : '');
      }
    },
    [c, router],
  );

  const onCode = useCallback(
    (text: string) => {
      const target = scanTarget(text, [...origins, window.location.origin]);
      if (target.kind === 'order') {
        setStatus(c('scan.found'));
        router.push(`/admin/orders/${target.id}`);
      } else if (target.kind === 'number') void openNumber(target.q); // a Code 128 or typed: the order number itself
      else {
        // Another site's address, or another page's: never followed (issue #35.7).
        setChoices([]);
        setStatus(c('scan.notFound'));
      }
    },
    [c, openNumber, origins, router],
  );
  const { videoRef, state: cameraState, start, stop } = useCameraCodes(onCode);

  return (
    <section className="scan">
      <StepHeading>{c('scan.heading')}</StepHeading>
      <p className="lead">{c('scan.lead')}</p>
      <div className="card scan-camera">
        <video ref={videoRef} muted playsInline aria-label={c('scan.video')} hidden={cameraState !== 'on'} />
        {cameraState === 'on' ? (
          <Button variant="secondary" onClick={stop}>
            {c('scan.stop')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => void start()}>
            {c('scan.start')}
          </Button>
        )}
        {cameraState === 'unavailable' ? <p className="muted">{c('scan.noCamera')}</p> : null}
      </div>
      <ClientForm
        className="card"
        onSubmit={(e) => {
          e.preventDefault();
          // The box takes what a handheld scanner types: a tag's QR address as well as a number.
          onCode(String(new FormData(e.currentTarget).get('number') ?? ''));
        }}
      >
        <Field id="scan-number" label={c('scan.number')} hint={c('scan.numberHint')}>
          <input id="scan-number" name="number" inputMode="text" autoComplete="off" maxLength={500} aria-describedby="scan-number-hint" autoFocus />
        </Field>
        <Button type="submit">{c('scan.open')}</Button>
      </ClientForm>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {choices.length > 0 ? (
        <ul className="scan-choices">
          {choices.map((o) => (
            <li key={o.id}>
              <Link href={`/admin/orders/${o.id}`}>
                {o.orderNumber} — {o.customer.givenName} {o.customer.familyName}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
