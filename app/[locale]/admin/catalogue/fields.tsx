'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { LOCALES } from '@/lib/schemas/constants';
import type { DraftEdit, DraftText } from '@/lib/schemas/catalogue-editor';

/** Field errors of the editor, keyed by the server's path (`subServices.<id>.name.de`). */
export type Problems = Record<string, string>;

const describedBy = (id: string, error?: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

/** One labelled input with its error beside it. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: (aria: Record<string, unknown>) => ReactNode }) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...describedBy(id, error) })}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </div>
  );
}

/** A label in the four languages: one input per language, each with its own error (a missing one blocks publishing). */
export function TextIn4({ id, path, value, onChange, label, problems, multiline }: {
  id: string; path: string; value: DraftText; onChange: (v: DraftText) => void; label: 'name' | 'description' | 'label' | 'helperLabel'; problems: Problems; multiline?: boolean;
}) {
  const t = useTranslations('CatalogueEditor');
  return (
    <>
      {LOCALES.map((lang) => (
        <Field key={lang} id={`${id}-${label}-${lang}`} label={t(label, { lang: t(`lang.${lang}`) })} error={problems[`${path}.${label}.${lang}`]}>
          {(aria) =>
            multiline ? (
              <textarea {...aria} lang={lang} rows={2} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
            ) : (
              <input {...aria} lang={lang} value={value[lang]} onChange={(e) => onChange({ ...value, [lang]: e.target.value })} />
            )
          }
        </Field>
      ))}
    </>
  );
}

export function Check({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <div className="place-check">
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
      </label>
    </div>
  );
}

/** Problems under `prefix`, with the prefix dropped, for a record's own form. */
export const problemsUnder = (problems: Problems, prefix: string): Problems =>
  Object.fromEntries(Object.entries(problems).filter(([k]) => k === prefix || k.startsWith(`${prefix}.`)));

/** Minor units shown in a price input (1250 → "12.50"); empty when there is none. */
export const major = (minor: number | undefined) => (minor === undefined ? '' : (minor / 100).toFixed(2));

/** Price inputs back to minor units per currency; an empty input drops the currency, a non-number is sent as -1 for the server to refuse, per field. */
export function toMinorMap(inputs: Record<string, string>, currencies: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of currencies) {
    const raw = (inputs[c] ?? '').trim().replace(',', '.');
    if (raw !== '') out[c] = Number.isFinite(Number(raw)) ? Math.round(Number(raw) * 100) : -1;
  }
  return out;
}

/** Saves edits into the shared draft (If-Match on the version the page last saw); false when refused. */
export type Save = (edits: DraftEdit[], name: string) => Promise<boolean>;
