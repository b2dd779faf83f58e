'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent, type ReactNode } from 'react';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { ClientForm } from '@/components/ui/client-form';
import { useRefreshingAction } from '@/components/ui/use-refreshing-action';
import { apiFetch } from '@/lib/client/fetcher';
import { ApiProblem } from '@/lib/client/problem';

/** By the field's first path segment (`closures`) and by its whole path (`legalAddress.zipCode`). */
export type FieldErrors = Record<string, string>;
/** What a form gives: the PATCH body, or the field whose line could not be read. */
export type Built = { body: Record<string, unknown> } | { field: string; line: number };

/**
 * One back-office record (docs/back-office.md#places) in a disclosure: its form, saved with
 * If-Match on the version the page showed (412 if someone saved in between), the server's
 * per-field errors shown beside their fields, the page refreshed on success.
 */
export function PlaceEditor({ path, id, version, name, summary, build, children, method = 'PATCH', suffix = '' }: {
  path: string; id: string; version: number; name: string; summary: ReactNode; build: (form: FormData) => Built; children: (errors: FieldErrors) => ReactNode;
  /** PUT with a suffix: a part of the record saved whole, e.g. a store's `/legal` entity. */
  method?: 'PATCH' | 'PUT'; suffix?: string;
}) {
  const t = useTranslations('Places');
  const { error, busy, run } = useRefreshingAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus(null);
    const built = build(new FormData(event.currentTarget));
    if ('field' in built) {
      setErrors({ [built.field]: t('errors.badLine', { line: built.line }) });
      return;
    }
    setErrors({});
    void run(async () => {
      try {
        await apiFetch(`${path}/${encodeURIComponent(id)}${suffix}`, z.unknown(), { method, body: built.body, headers: { 'if-match': `"${version}"` } });
        setStatus(t('saved', { name }));
      } catch (e) {
        if (e instanceof ApiProblem && e.errors.length) setErrors(Object.fromEntries(e.errors.flatMap((x) => [[x.path.split('.')[0]!, x.message], [x.path, x.message]])));
        throw e;
      }
    });
  };
  return (
    <details className="card place-card" data-testid={`place-${id}${suffix.replace('/', '-')}`}>
      <summary>{summary}</summary>
      <ClientForm onSubmit={submit} aria-label={t('edit', { name })}>
        {error && <p role="alert" className="field-error">{error}</p>}
        {status && <p role="status">{status}</p>}
        <div className="people-grid">{children(errors)}</div>
        <Button type="submit" busy={busy}>{t('save')}</Button>
      </ClientForm>
    </details>
  );
}

/** A labelled input, textarea or checkbox with its error (aria-invalid, aria-describedby). */
export function PlaceField({ id, label, error, hint, kind = 'text', ...input }: {
  id: string; label: string; error?: string; hint?: string; kind?: 'text' | 'email' | 'number' | 'textarea' | 'checkbox'; name: string; defaultValue?: string | number; defaultChecked?: boolean; step?: string; min?: number;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const aria = { 'aria-invalid': error ? (true as const) : undefined, 'aria-describedby': describedBy };
  const after = (
    <>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </>
  );
  if (kind === 'checkbox') {
    return (
      <div className="place-check">
        <label htmlFor={id}>
          <input id={id} type="checkbox" name={input.name} defaultChecked={input.defaultChecked} {...aria} /> {label}
        </label>
        {after}
      </div>
    );
  }
  return (
    <div className={kind === 'textarea' ? 'place-wide' : undefined}>
      <label htmlFor={id}>{label}</label>
      {kind === 'textarea' ? (
        <textarea id={id} className="input" rows={4} name={input.name} defaultValue={input.defaultValue} {...aria} />
      ) : (
        <input id={id} className="input" type={kind} name={input.name} defaultValue={input.defaultValue} step={input.step} min={input.min} {...aria} />
      )}
      {after}
    </div>
  );
}

/** A group of checkboxes sharing one name (a fieldset with its legend). */
export function PlaceChoices({ id, legend, name, options, checked, error }: { id: string; legend: string; name: string; options: { value: string; label: string }[]; checked: string[]; error?: string }) {
  return (
    <fieldset className="place-wide place-choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} htmlFor={`${id}-${o.value}`}>
          <input id={`${id}-${o.value}`} type="checkbox" name={name} value={o.value} defaultChecked={checked.includes(o.value)} /> {o.label}
        </label>
      ))}
      {error && <p id={`${id}-error`} className="field-error">{error}</p>}
    </fieldset>
  );
}
