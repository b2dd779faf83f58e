'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';
import { problemMessage } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { browserApi } from '@/lib/client/api';
import { useStoreDates } from '@/lib/client/use-dates';
import { MAX_RECEIPT_BYTES, MAX_RECEIPT_LABEL } from '@/lib/photos/limits';
import type { Order } from '@/lib/schemas/orders';
import { Fact } from './fact';
import { NoteAndSend } from './note-and-send';
import { pageHandles, useOrderPage } from './order-page';
import { useOrderChanged } from './use-order-changed';

/** What the file picker offers; the server judges the bytes anyway (lib/warranty/receipt-file.ts). */
const RECEIPT_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';
const DECISIONS = ['accepted', 'rejected'] as const;

/**
 * A warranty booking's proof of purchase and claim (docs/counter.md#warranty-proof,
 * docs/counter.md#warranty-claim): the reference given at booking, the receipt's photo or PDF the
 * customer hands over (checked here for type and size before it goes), and staff's decision. A
 * rejection becomes a quote the customer accepts or declines through the quote consent flow.
 */
export function WarrantyPanel({ order }: { order: Order }) {
  const t = useTranslations('Admin.warrantyProof');
  const receipt = order.items.find((i) => i.receipt)?.receipt ?? null;
  const dates = useStoreDates(order.store);
  if (!receipt) return null;
  const claim = receipt.claim;
  return (
    <CardSection id="warranty-proof-h" className="warranty-proof" title={t('heading')}>
      <dl className="facts">
        <Fact label={t('reference')}>{receipt.reference}</Fact>
        <Fact label={t('file')}>
          {receipt.file ? (
            <a href={receipt.file.url} target="_blank" rel="noopener" className="receipt-link">
              {receipt.file.mimeType === 'application/pdf' ? t('openPdf', { name: receipt.file.name }) : t('openPhoto', { name: receipt.file.name })}
            </a>
          ) : (
            <span className="muted">{t('noFile')}</span>
          )}
        </Fact>
        <Fact label={t('claimStatus')}>
          <span className={`badge ${claim.status === 'accepted' ? 'badge-success' : claim.status === 'rejected' ? 'badge-warn' : 'badge-muted'}`}>{t(`claimStatuses.${claim.status}`)}</span>
          {claim.decidedAt ? <span className="muted small block">{dates.date(claim.decidedAt, 'dateTime')}</span> : null}
          {claim.note ? <span className="block history-note">{claim.note}</span> : null}
        </Fact>
      </dl>
      <ReceiptUpload order={order} hasFile={!!receipt.file} />
      {claim.status === 'pending' ? <ClaimForm order={order} /> : null}
    </CardSection>
  );
}

function ReceiptUpload({ order, hasFile }: { order: Order; hasFile: boolean }) {
  const t = useTranslations('Admin.warrantyProof');
  const tUi = useTranslations('UI');
  const page = useOrderPage();
  const changed = useOrderChanged();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => browserApi.orders.attachReceipt(order.id, file, page.version),
    onError: page.handleError,
    onSuccess: async (next) => {
      if (input.current) input.current.value = '';
      await changed(next);
    },
  });
  const pick = (file: File | undefined) => {
    if (!file) return;
    // The same checks as the server's, before sending: type and size (docs/counter.md#warranty-proof).
    if (!RECEIPT_ACCEPT.split(',').includes(file.type)) return setRefusal(t('wrongType'));
    if (file.size > MAX_RECEIPT_BYTES) return setRefusal(t('tooLarge', { max: MAX_RECEIPT_LABEL }));
    setRefusal(null);
    upload.mutate(file);
  };
  const error = refusal ?? (upload.isError && !pageHandles(upload.error) ? problemMessage(upload.error, tUi('unexpected'), tUi('offline')) : null);
  return (
    <Field id="receipt-file" label={hasFile ? t('replace') : t('attach')} hint={t('fileHint', { max: MAX_RECEIPT_LABEL })} error={error}>
      <input
        ref={input}
        id="receipt-file"
        type="file"
        accept={RECEIPT_ACCEPT}
        disabled={upload.isPending}
        aria-busy={upload.isPending || undefined}
        aria-describedby={['receipt-file-hint', error ? 'receipt-file-error' : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(e) => pick(e.target.files?.[0])}
      />
    </Field>
  );
}

function ClaimForm({ order }: { order: Order }) {
  const t = useTranslations('Admin.warrantyProof.claim');
  const page = useOrderPage();
  const changed = useOrderChanged();
  const [decision, setDecision] = useState<(typeof DECISIONS)[number] | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A rejection is a quote: the garment must be at hand (docs/counter.md#warranty-claim).
  const canReject = order.status === 'received';
  const send = useMutation({
    mutationFn: () => browserApi.orders.decideWarrantyClaim(order.id, { decision: decision as (typeof DECISIONS)[number], note: note.trim() }, page.version),
    onError: page.handleError,
    onSuccess: (next) => changed(next),
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!decision) next.decision = t('chooseDecision');
    if (decision === 'rejected' && !note.trim()) next.note = t('noteRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) focusFirstError('.claim-form');
    else send.mutate();
  };
  return (
    <div className="claim-form">
      <ClientForm onSubmit={submit} noValidate>
        <Field id="claim-decision" label={t('legend')} hint={canReject ? t('rejectHint') : t('rejectLater')} group error={errors.decision} required>
          <div className="choice-col">
            {DECISIONS.map((d) => (
              <label key={d} className="choice">
                <input type="radio" name="claim-decision" value={d} checked={decision === d} disabled={d === 'rejected' && !canReject} onChange={() => setDecision(d)} />
                <span>{t(d)}</span>
              </label>
            ))}
          </div>
        </Field>
        <NoteAndSend form="claim" rows={2} note={note} onNote={setNote} error={errors.note} send={send} />
      </ClientForm>
    </div>
  );
}
