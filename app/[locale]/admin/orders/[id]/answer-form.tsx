'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { focusFirstError } from '@/components/forms/focus-first-error';
import { Field } from '@/components/ui/field';
import { browserApi } from '@/lib/client/api';
import { CONSENT_CHANNELS, QUOTE_ANSWERS } from '@/lib/schemas/constants';
import type { Order } from '@/lib/schemas/orders';
import { NoteAndSend } from './note-and-send';
import { useOrderPage } from './order-page';
import { useOrderChanged } from './use-order-changed';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';

type Answer = (typeof QUOTE_ANSWERS)[number];

/**
 * While a quote waits, staff have no status to choose: only the customer answers it. If the
 * customer answered them (at the counter, by phone, by e-mail), staff record that answer on the
 * customer's behalf, saying how and what was said (docs/decisions.md#quote-consent).
 */
export function AnswerForm({ order, statusLabel }: { order: Order; statusLabel: (s: string) => string }) {
  const t = useTranslations('OrderLife');
  const changed = useOrderChanged();
  const page = useOrderPage();
  const [answer, setAnswer] = useState<Answer | ''>('');
  const [channel, setChannel] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () => browserApi.orders.answerQuote(order.id, { answer: answer as Answer, channel, note: note.trim() }, page.version),
    onError: page.handleError,
    onSuccess: async (next) => {
      setDone(t('answer.saved', { status: statusLabel(next.status) }));
      await changed(next);
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!answer) next.answer = t('answer.chooseAnswer');
    if (!channel) next.channel = t('answer.chooseChannel');
    if (!note.trim()) next.note = t('answer.noteRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) focusFirstError('.answer-form');
    else send.mutate();
  };
  return (
    <CardSection id="answer-h" className="answer-form" title={t('answer.heading')}>
      <p className="muted small">{t('answer.intro')}</p>
      <p role="status" className="ok small">
        {done}
      </p>
      <ClientForm onSubmit={submit} noValidate>
        <Field id="answer-choice" label={t('answer.legend')} group error={errors.answer} required>
          <div className="choice-col">
            {QUOTE_ANSWERS.map((a) => (
              <label key={a} className="choice">
                <input type="radio" name="answer-choice" value={a} checked={answer === a} onChange={() => setAnswer(a)} />
                <span>{t(`answer.${a}`)}</span>
              </label>
            ))}
          </div>
        </Field>
        <Field id="answer-channel" label={t('answer.channel')} group error={errors.channel} required>
          <div className="choice-col">
            {CONSENT_CHANNELS.map((c) => (
              <label key={c} className="choice">
                <input type="radio" name="answer-channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
                <span>{t(`channels.${c}`)}</span>
              </label>
            ))}
          </div>
        </Field>
        <NoteAndSend form="answer" rows={2} note={note} onNote={setNote} error={errors.note} send={send} />
      </ClientForm>
    </CardSection>
  );
}
