'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { apiFetch } from '@/lib/client/fetcher';
import { ApiProblem } from '@/lib/client/problem';
import { AtelierCapacityBodySchema, type AtelierCapacity, type AtelierCapacityBody } from '@/lib/schemas/places';
import './capacity-form.css';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** What the form holds: the request body itself, checked by the endpoint's own schema (AtelierCapacityBodySchema). */
type Values = AtelierCapacityBody;

/** The error's words in the page's language: the schema's own messages are the API's (English). */
function useErrorWords() {
  const t = useTranslations('Capacity');
  return (errors: FieldErrors<Values>) => ({
    workingDays: errors.workingDays ? t('errors.workingDays') : null,
    weeklyCapacity: errors.weeklyCapacity ? t('errors.weeklyCapacity') : null,
    closure: (i: number) => {
      const e = errors.closures?.[i];
      if (!e) return { from: null, to: null, note: null };
      return { from: e.from ? t('errors.date') : null, to: e.to ? (e.to.type === 'custom' ? t('errors.order') : t('errors.date')) : null, note: e.note ? t('errors.note') : null };
    },
  });
}

/**
 * The atelier's bench calendar (docs/atelier.md#capacity-page): working days, weekly capacity,
 * closures, saved with PUT /api/sip/ateliers/{id}/capacity under If-Match of the version shown.
 */
export function CapacityForm({ initial }: { initial: AtelierCapacity }) {
  const t = useTranslations('Capacity');
  const tUi = useTranslations('UI');
  const words = useErrorWords();
  const [current, setCurrent] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(AtelierCapacityBodySchema) as never,
    defaultValues: { workingDays: initial.workingDays, weeklyCapacity: initial.weeklyCapacity, closures: initial.closures },
    mode: 'onTouched',
  });
  const { register, control, handleSubmit, formState } = form;
  const closures = useFieldArray({ control, name: 'closures' });
  const e = words(formState.errors);

  const save = handleSubmit(
    async (values) => {
      setStatus(null);
      try {
        const saved = await apiFetch(`/api/sip/ateliers/${encodeURIComponent(current.providerId)}/capacity`, (s) => s.AtelierCapacitySchema, {
          method: 'PUT',
          body: values,
          headers: { 'if-match': `"${current.version}"` },
        });
        setCurrent(saved);
        form.reset({ workingDays: saved.workingDays, weeklyCapacity: saved.weeklyCapacity, closures: saved.closures });
        setStatus({ kind: 'saved', text: t('saved') });
      } catch (err) {
        const stale = err instanceof ApiProblem && err.status === 412;
        setStatus({ kind: 'error', text: stale ? t('stale') : problemMessage(err, tUi('unexpected'), tUi('offline')) });
      }
    },
    () => focusFirstError('#capacity-form'),
  );

  return (
    <form id="capacity-form" className="capacity-form" onSubmit={save} noValidate>
      <p className="capacity-queue" aria-live="polite">
        {current.queueDelayDays === null ? t('queueFull', { queue: current.queueLength }) : t('queue', { queue: current.queueLength, days: current.queueDelayDays })}
      </p>
      <Controller
        control={control}
        name="workingDays"
        render={({ field }) => (
          <Field id="capacity-days" label={t('workingDays')} hint={t('workingDaysHint')} error={e.workingDays} group>
            <div className="capacity-days">
              {WEEKDAYS.map((d) => (
                <label key={d} className="checkbox">
                  <input
                    type="checkbox"
                    name="workingDays"
                    value={d}
                    checked={field.value.includes(d)}
                    onBlur={field.onBlur}
                    onChange={(ev) => field.onChange(ev.target.checked ? [...field.value, d].sort() : field.value.filter((x) => x !== d))}
                  />{' '}
                  {t(`weekdays.${d}`)}
                </label>
              ))}
            </div>
          </Field>
        )}
      />
      <Field id="capacity-weekly" label={t('weeklyCapacity')} hint={t('weeklyCapacityHint')} error={e.weeklyCapacity}>
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={0}
          {...fieldAria('capacity-weekly', { hint: true, error: e.weeklyCapacity })}
          {...register('weeklyCapacity', { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) })}
        />
      </Field>
      <fieldset className="capacity-closures">
        <legend>{t('closures')}</legend>
        <p className="field-hint">{t('closuresHint')}</p>
        {closures.fields.length === 0 && <p>{t('noClosure')}</p>}
        <ol>
          {closures.fields.map((c, i) => {
            const ce = e.closure(i);
            return (
              <li key={c.id} className="capacity-closure">
                <Field id={`closure-${i}-from`} label={t('from')} error={ce.from}>
                  <input className="input" type="date" {...fieldAria(`closure-${i}-from`, { error: ce.from })} {...register(`closures.${i}.from`)} />
                </Field>
                <Field id={`closure-${i}-to`} label={t('to')} error={ce.to}>
                  <input className="input" type="date" {...fieldAria(`closure-${i}-to`, { error: ce.to })} {...register(`closures.${i}.to`)} />
                </Field>
                <Field id={`closure-${i}-note`} label={t('note')} error={ce.note}>
                  <input className="input" type="text" maxLength={200} {...fieldAria(`closure-${i}-note`, { error: ce.note })} {...register(`closures.${i}.note`)} />
                </Field>
                <button type="button" className="btn btn-secondary" onClick={() => closures.remove(i)}>
                  {t('removeClosure', { n: i + 1 })}
                </button>
              </li>
            );
          })}
        </ol>
        <button type="button" className="btn btn-secondary" onClick={() => closures.append({ from: '', to: '', note: '' })}>
          {t('addClosure')}
        </button>
      </fieldset>
      <p>
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {t('save')}
        </button>
      </p>
      <p role="status" className={status?.kind === 'error' ? 'form-error' : 'form-saved'}>
        {status?.text}
      </p>
    </form>
  );
}
