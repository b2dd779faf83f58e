'use client';

import { useTranslations } from 'next-intl';
import { Field, fieldAria } from '@/components/ui/field';
import { WARRANTY_REASONS, type WarrantyReason } from '@/lib/schemas/constants';

export type WarrantyDraft = { reason: WarrantyReason | ''; details: string; reference: string };
export type WarrantyErrors = Partial<Record<keyof WarrantyDraft, string>>;
type Words = { reasonRequired: string; detailsRequired: string; referenceRequired: string };

/** What the server will refuse (docs/counter.md#warranty), said before the booking is sent. */
export function checkWarranty(w: WarrantyDraft, words: Words): WarrantyErrors {
  const errors: WarrantyErrors = {};
  if (!w.reason) errors.reason = words.reasonRequired;
  if (w.reason === 'other' && !w.details.trim()) errors.details = words.detailsRequired;
  if (!w.reference.trim()) errors.reference = words.referenceRequired;
  return errors;
}

/** A warranty booking's reason (a short list, free text) and the purchase it refers to. */
export function CounterWarranty({ value, errors, onChange }: { value: WarrantyDraft; errors: WarrantyErrors; onChange: (w: WarrantyDraft) => void }) {
  const c = useTranslations('Counter');
  return (
    <fieldset className="card">
      <legend className="h3">{c('warranty.heading')}</legend>
      <Field id="c-warranty-reason" label={c('warranty.reason')} error={errors.reason} required>
        <select
          {...fieldAria('c-warranty-reason', { error: errors.reason })}
          value={value.reason}
          onChange={(e) => onChange({ ...value, reason: e.target.value as WarrantyDraft['reason'] })}
        >
          <option value="">—</option>
          {WARRANTY_REASONS.map((r) => (
            <option key={r} value={r}>
              {c(`warranty.reasons.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="c-warranty-details" label={c('warranty.details')} error={errors.details} required={value.reason === 'other'}>
        <input {...fieldAria('c-warranty-details', { error: errors.details })} maxLength={500} value={value.details} onChange={(e) => onChange({ ...value, details: e.target.value })} />
      </Field>
      <Field id="c-warranty-reference" label={c('warranty.reference')} error={errors.reference} required>
        <input {...fieldAria('c-warranty-reference', { error: errors.reference })} maxLength={100} value={value.reference} onChange={(e) => onChange({ ...value, reference: e.target.value })} />
      </Field>
    </fieldset>
  );
}
