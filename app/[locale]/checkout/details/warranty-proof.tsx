'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { browserApi } from '@/lib/client/api';
import { useRememberCart } from '@/lib/client/use-cart';
import type { Cart } from '@/lib/schemas/cart';
import { WARRANTY_REASONS } from '@/lib/schemas/constants';

/** Whether a warranty cart has its proof of purchase: the brand's order reference or the receipt's file (docs/counter.md#web-warranty). */
export function hasWarrantyProof(cart: Cart): boolean {
  const receipt = cart.items[0]?.receipt;
  return cart.bookingType !== 'warranty' || !!(receipt && (receipt.reference || receipt.file));
}

/**
 * The customer asks for a repair under the brand's warranty (docs/counter.md#web-warranty): the
 * cart becomes a warranty booking, and needs a proof of purchase, the brand's order reference or a
 * photo or PDF of the receipt, before the booking goes on. Staff then accept or reject the claim.
 */
export function WarrantyProof({ cart }: { cart: Cart }) {
  const t = useTranslations('Checkout.warranty');
  const tUi = useTranslations('UI');
  const remember = useRememberCart();
  // The box shows the customer's answer at once, while the cart saves it (a box that waited for the
  // cart would not stay ticked when clicked); the cart's answer again once the cart changes, or if
  // saving failed.
  const inCart = cart.bookingType === 'warranty';
  const [asking, setAsking] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(inCart);
  if (seen !== inCart) {
    setSeen(inCart);
    setAsking(null);
  }
  const warranty = asking ?? inCart;
  const receipt = cart.items[0]?.receipt ?? null;
  const [reason, setReason] = useState<string>(WARRANTY_REASONS[0]);
  const [details, setDetails] = useState('');
  const [reference, setReference] = useState(receipt?.reference ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async (work: () => Promise<Cart>, message: string | null) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      remember(await work());
      setDone(message);
    } catch (err) {
      setError(problemMessage(err, tUi('unexpected'), tUi('offline')));
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };
  const ask = (checked: boolean) => {
    setAsking(checked);
    void run(() => browserApi.carts.update(cart.id, { bookingType: checked ? 'warranty' : 'paid' }), null);
  };
  const save = () =>
    run(async () => {
      let next = await browserApi.carts.setWarranty(cart.id, { reason, details, reference });
      if (file) next = await browserApi.carts.putReceipt(cart.id, file);
      return next;
    }, t('saved'));

  return (
    <section className="card inset" aria-labelledby="warranty-h" data-testid="warranty-proof">
      <h2 className="h3" id="warranty-h">
        {t('heading')}
      </h2>
      <label className="choice">
        <input type="checkbox" checked={warranty} disabled={busy} onChange={(e) => ask(e.target.checked)} />
        <span>{t('ask')}</span>
      </label>
      {warranty ? (
        <>
          <p className="muted small">{t('intro')}</p>
          <SelectField id="w-reason" label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} options={WARRANTY_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))} />
          {reason === 'other' ? (
            <Field id="w-details" label={t('details')} required>
              <input {...fieldAria('w-details', {})} value={details} maxLength={500} onChange={(e) => setDetails(e.target.value)} />
            </Field>
          ) : null}
          <Field id="w-reference" label={t('reference')} hint={t('referenceHint')}>
            <input {...fieldAria('w-reference', { hint: 'x' })} value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
          </Field>
          <Field id="w-file" label={t('file')} hint={t('fileHint')}>
            <input {...fieldAria('w-file', { hint: 'x' })} type="file" accept="image/jpeg,image/png,image/webp,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Field>
          {receipt?.file ? <p className="small" data-testid="warranty-receipt-file">{t('fileOnCart', { name: receipt.file.name })}</p> : null}
          <Button type="button" variant="secondary" busy={busy} onClick={() => void save()}>
            {t('save')}
          </Button>
        </>
      ) : null}
      <p role="status" className="ok small">
        {done}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
