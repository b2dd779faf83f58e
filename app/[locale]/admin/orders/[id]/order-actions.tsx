'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import type { Order } from '@/lib/schemas/orders';
import { browserApi } from '@/lib/client/api';
import { pageHandles, useOrderPage } from './order-page';
import { useOrderChanged } from './use-order-changed';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

export function Actions({ order, statusLabel }: { order: Order; statusLabel: (s: string) => string }) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const changed = useOrderChanged();
  const page = useOrderPage();
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const allowed = order.allowedTransitions;
  const [to, setTo] = useState<string>('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const target = allowed.includes(to as never) ? to : allowed.length === 1 ? allowed[0]! : '';
  const move = useMutation({
    mutationFn: (body: { to: string; note: string }) => browserApi.orders.transition(order.id, body.to, body.note, page.version),
    onError: page.handleError,
    onSuccess: async (next) => {
      setDone(t('detail.moved', { status: statusLabel(next.status) }));
      setNote('');
      setTo('');
      await changed(next);
    },
  });
  return (
    <section className="card" aria-labelledby={`actions-${uid}`}>
      <h2 id={`actions-${uid}`} className="h3">
        {t('detail.actions')}
      </h2>
      <p role="status" className="ok small">
        {done}
      </p>
      {allowed.length === 0 ? (
        <p className="muted">{t('detail.noTransitions', { status: statusLabel(order.status) })}</p>
      ) : (
        <ClientForm
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setDone(null);
            if (!target) {
              setChoiceError(t('detail.chooseStatus'));
              return;
            }
            setChoiceError(null);
            move.mutate({ to: target, note: note.trim() });
          }}
        >
          <Field id={`to-${uid}`} label={t('detail.moveTo')} group error={choiceError}>
            <div className="choice-col">
              {allowed.map((s) => (
                <label key={s} className="choice">
                  <input type="radio" name={`to-${uid}`} value={s} checked={target === s} onChange={() => setTo(s)} />
                  <span>{statusLabel(s)}</span>
                </label>
              ))}
            </div>
          </Field>
          <Field id={`note-${uid}`} label={t('detail.noteLabel')} hint={t('detail.noteHint')} optionalLabel={tUi('optional')}>
            <textarea id={`note-${uid}`} aria-describedby={`note-${uid}-hint`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </Field>
          {move.isError && !pageHandles(move.error) ? (
            <p className="field-error" role="alert">
              {problemMessage(move.error, tUi('unexpected'), tUi('offline'))}
            </p>
          ) : null}
          <Button type="submit" busy={move.isPending}>
            {target ? t('detail.moveButton', { status: statusLabel(target) }) : t('detail.move')}
          </Button>
        </ClientForm>
      )}
    </section>
  );
}

export function ArchivePanel({ order }: { order: Order }) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const changed = useOrderChanged();
  const page = useOrderPage();
  const toggle = useMutation({
    mutationFn: (archive: boolean) => browserApi.orders.setArchived(order.id, archive, page.version),
    onError: page.handleError,
    onSuccess: (next) => changed(next),
  });
  return (
    <CardSection id="archive-h" title={t('detail.archiveHeading')}>
      <p className="muted small" role="status">
        {order.isArchived ? t('detail.archivedNotice') : t('detail.archiveHint')}
      </p>
      {toggle.isError && !pageHandles(toggle.error) ? (
        <p className="field-error" role="alert">
          {problemMessage(toggle.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" busy={toggle.isPending} onClick={() => toggle.mutate(!order.isArchived)}>
        {order.isArchived ? t('detail.unarchive') : t('detail.archive')}
      </Button>
    </CardSection>
  );
}
