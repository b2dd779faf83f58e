'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { problemMessage } from '@/components/ui/error-state';
import { browserApi } from '@/lib/client/api';
import type { AdminOrderDetail } from '@/lib/schemas/admin';
import type { Order } from '@/lib/schemas/orders';
import { useOrderPage } from './order-page';
import { detailKey } from './use-order-changed';

/**
 * The customer signs on the counter's tablet (docs/counter.md#signature): a signature_pad canvas
 * (finger, stylus or mouse), sent as PNG. Once signed, the signature is shown instead.
 * signature_pad loads with this panel only, on orders handed over in a store.
 */
export function SignaturePanel({ order }: { order: Order }) {
  const t = useTranslations('Admin.signature');
  const tUi = useTranslations('UI');
  const qc = useQueryClient();
  const { version, handleError } = useOrderPage();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (order.customerSignature || !canvas.current) return;
    let live = true;
    const element = canvas.current;
    void import('signature_pad').then(({ default: Pad }) => {
      if (!live) return;
      // Sharp on high-density screens: the backing store at the device's pixel ratio.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')!.scale(ratio, ratio);
      const instance = new Pad(element, { penColor: '#111' });
      instance.addEventListener('endStroke', () => setEmpty(instance.isEmpty()));
      pad.current = instance;
      setReady(true);
    });
    return () => {
      live = false;
      pad.current?.off();
      pad.current = null;
    };
  }, [order.customerSignature]);

  const save = useMutation({
    mutationFn: () => browserApi.orders.sign(order.id, pad.current!.toDataURL('image/png'), version),
    onSuccess: (signed) => qc.setQueryData<AdminOrderDetail>(detailKey(order.id), (d) => (d ? { ...d, order: signed } : d)),
    onError: handleError,
  });

  if (order.customerSignature) {
    return (
      <CardSection id="signature-h" title={t('heading')}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the stored signature, served by the photos route */}
        <img className="signature-image" src={order.customerSignature.url} alt={t('signedAlt', { name: `${order.customer.givenName} ${order.customer.familyName}`.trim() })} />
        <p className="muted small">{t('signed')}</p>
      </CardSection>
    );
  }
  return (
    <CardSection id="signature-h" title={t('heading')}>
      <p id="signature-hint" className="muted small">
        {t('hint')}
      </p>
      <canvas ref={canvas} className="signature-pad" role="img" aria-label={t('padLabel')} aria-describedby="signature-hint" data-ready={ready} />
      {save.error ? (
        <p className="field-error" role="alert">
          {problemMessage(save.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}
      <div className="form-actions">
        <Button onClick={() => save.mutate()} busy={save.isPending} disabled={empty}>
          {t('save')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            pad.current?.clear();
            setEmpty(true);
          }}
        >
          {t('clear')}
        </Button>
      </div>
    </CardSection>
  );
}
