'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { pageHandles } from './order-page';

/** Where each form's label, hint and button are (the quote form's are the staff's own, in Admin). */
const WORDS = { answer: 'OrderLife.answer', quote: 'Admin.quote', claim: 'Admin.warrantyProof.claim' } as const;

type Props = {
  /** Which form: its labels (WORDS) and the textarea id `<form>-note`. */
  form: keyof typeof WORDS;
  rows: number;
  note: string;
  onNote: (note: string) => void;
  error?: string;
  send: { isError: boolean; error: unknown; isPending: boolean };
};

/**
 * The end of the staff forms that answer for the customer (quote, answer, warranty claim): the required note,
 * the refusal the page itself does not handle (stale order, signed out: order-page.tsx), and submit.
 */
export function NoteAndSend({ form, rows, note, onNote, error, send }: Props) {
  const t = useTranslations(WORDS[form]);
  const tUi = useTranslations('UI');
  const id = `${form}-note`;
  return (
    <>
      <Field id={id} label={t('note')} hint={t('noteHint')} error={error} required>
        <textarea
          id={id}
          rows={rows}
          maxLength={1000}
          value={note}
          onChange={(e) => onNote(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
      </Field>
      {send.isError && !pageHandles(send.error) ? (
        <p className="field-error" role="alert">
          {problemMessage(send.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}
      <Button type="submit" busy={send.isPending}>
        {t('submit')}
      </Button>
    </>
  );
}
