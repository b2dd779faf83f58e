'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useStoreDates, type StoreClock } from '@/lib/client/use-dates';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import type { AdminOrderDetail, OrderNote } from '@/lib/schemas/admin';
import { browserApi } from '@/lib/client/api';
import { pageHandles, useOrderPage } from './order-page';
import { detailKey } from './use-order-changed';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

const MAX = 2000;

/** Staff-only notes on the order: the list, oldest first, and a form to add one. */
export function NotesPanel({ orderId, notes, viewerId, clock }: { orderId: string; notes: OrderNote[]; viewerId: string; clock?: StoreClock }) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const dates = useStoreDates(clock);
  const qc = useQueryClient();
  const page = useOrderPage();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: (text: string) => browserApi.orders.addNote(orderId, text),
    onSuccess: (note) => {
      qc.setQueryData<AdminOrderDetail>(detailKey(orderId), (d) => (d ? { ...d, notes: [...d.notes, note] } : d));
      setBody('');
    },
    // An ended session: the page shows the sign-in in place and the note stays typed.
    onError: (e) => (pageHandles(e) ? page.handleError(e) : setError(problemMessage(e, tUi('unexpected'), tUi('offline')))),
  });
  const length = [...body].length;
  return (
    <CardSection id="notes-h" className="notes" title={t('detail.notes')}>
      <p className="muted small">{t('detail.notesHint')}</p>
      {notes.length === 0 ? (
        <p className="muted">{t('detail.noNotes')}</p>
      ) : (
        <ol className="note-list">
          {notes.map((n) => (
            <li key={n.id}>
              <p className="note-meta small muted">
                {n.author ? (n.author.id === viewerId ? t('detail.you') : n.author.name || n.author.email) : '—'} ·{' '}
                <time dateTime={n.createdAt}>{dates.date(n.createdAt, 'dateTime')}</time>
              </p>
              <p className="note-body">{n.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ClientForm
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!body.trim()) {
            setError(t('detail.noteRequired'));
            document.getElementById('note-body')?.focus();
            return;
          }
          if (length > MAX) return;
          setError(null);
          add.mutate(body.trim());
        }}
      >
        <Field id="note-body" label={t('detail.addNote')} error={error} counter={{ length, max: MAX, label: tUi('charCount', { count: length, max: MAX }) }}>
          <textarea
            id="note-body"
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={error || length > MAX ? true : undefined}
            aria-describedby={['note-body-count', error ? 'note-body-error' : ''].filter(Boolean).join(' ')}
          />
        </Field>
        <Button type="submit" variant="secondary" busy={add.isPending}>
          {t('detail.saveNote')}
        </Button>
      </ClientForm>
    </CardSection>
  );
}
