'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CardSection } from '@/components/ui/card-section';
import { ClientForm } from '@/components/ui/client-form';
import { problemMessage } from '@/components/ui/error-state';
import { Field, fieldAria } from '@/components/ui/field';
import { PhotoGallery } from '@/components/photos/photo-gallery';
import { ApiProblem } from '@/lib/client/problem';
import { thumbnailUrl, uploadPhoto } from '@/lib/client/upload';
import { useStoreDates, type StoreClock } from '@/lib/client/use-dates';
import { MAX_COMMENT_IMAGES, MAX_COMMENT_LENGTH, ORDER_REQUEST_KINDS, type OrderRequestKind } from '@/lib/schemas/constants';
import type { OrderCommentBody } from '@/lib/schemas/orders';
import type { OrderComment, OrderRequest } from '@/lib/schemas/thread';

type Props = {
  comments: readonly OrderComment[];
  requests: readonly OrderRequest[];
  /** The customer writes messages and requests; the store and the atelier write messages and answer requests. */
  side: 'customer' | 'team';
  /** Sends one message (the page's own endpoint: by order id or by tracking token). */
  send: (body: OrderCommentBody) => Promise<unknown>;
  /** After a message went: the page shows the order again. */
  onSent?: () => unknown;
  clock?: StoreClock;
  /**
   * The author may send photos with a message (docs/atelier.md#message-images): a signed-in author
   * (the staff and atelier pages), whose photos go through the photo pipeline as its own first.
   */
  attach?: boolean;
};

/**
 * The order's thread (docs/atelier.md#messages) on every side: the tracking page, the customer's
 * order page, the staff order page, the atelier's order page. Every text is shown as text (React
 * escapes it; `white-space: pre-wrap` keeps its lines), never as markup. The 2,000-character limit
 * is said beside the box and checked before sending; the server's 422 and 429 come back in words.
 */
export function OrderThread({ comments, requests, side, send, onSent, clock, attach = false }: Props) {
  const t = useTranslations('Thread');
  const tUi = useTranslations('UI');
  const dates = useStoreDates(clock);
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const box = useRef<HTMLTextAreaElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [kind, setKind] = useState<OrderRequestKind | ''>('');
  const [answers, setAnswers] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const requestOf = new Map(requests.map((r) => [r.id, r]));
  const open = requests.filter((r) => r.status === 'open');
  const answering = open.find((r) => r.id === answers);
  const length = [...text].length;
  const tooLong = length > MAX_COMMENT_LENGTH;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const trimmed = text.trim();
    if (!trimmed) return setError(t('emptyText'));
    if (tooLong) return setError(t('tooLong', { count: length }));
    const chosen = [...(files.current?.files ?? [])];
    if (chosen.length > MAX_COMMENT_IMAGES) return setError(t('tooManyImages', { max: MAX_COMMENT_IMAGES }));
    setError(null);
    setBusy(true);
    try {
      // Each photo through the pipeline first (the author's own, same limits and checks), then the message names them.
      const images: string[] = [];
      for (const file of chosen) images.push((await uploadPhoto(file, null, () => {})).key);
      await send({
        text: trimmed,
        ...(side === 'customer' && kind ? { request: kind } : {}),
        ...(side === 'team' && answering ? { answers: answering.id } : {}),
        ...(images.length ? { images } : {}),
      });
      if (files.current) files.current.value = '';
      setText('');
      setKind('');
      setAnswers('');
      setSent(true);
      await onSent?.();
    } catch (e) {
      setError(
        e instanceof ApiProblem && e.status === 429
          ? t('tooMany')
          : e instanceof ApiProblem && e.status === 415
            ? t('notImage')
            : e instanceof ApiProblem && e.status === 422
              ? t('refused')
              : problemMessage(e, t('failed'), tUi('offline')),
      );
    } finally {
      setBusy(false);
    }
  };

  const answer = (id: string) => {
    setAnswers(id);
    box.current?.focus();
  };

  return (
    <CardSection id={`thread-${uid}`} className="order-thread" title={t('title')}>
      <p className="muted small">{side === 'customer' ? t('leadCustomer') : t('leadTeam')}</p>
      {comments.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <ol className="thread-list" aria-label={t('title')}>
          {comments.map((c) => {
            const request = requestOf.get(c.id);
            const answered = !request && c.requestId ? requestOf.get(c.requestId) : undefined;
            return (
              <li key={c.id} className={`thread-message thread-${c.role}`} data-role={c.role}>
                <p className="thread-head">
                  <strong className="thread-author">{c.authorName}</strong> <span className="badge badge-muted">{t(`roles.${c.role}`)}</span>{' '}
                  <time className="muted small" dateTime={c.date}>
                    {dates.date(c.date, 'dateTime')}
                  </time>
                </p>
                {request ? (
                  <p className="thread-request small">
                    {t('requestOf', { kind: t(`kinds.${request.kind}`) })} <RequestBadge request={request} />
                  </p>
                ) : answered ? (
                  <p className="thread-request small">{t('answerTo', { kind: t(`kinds.${answered.kind}`) })}</p>
                ) : null}
                <p className="thread-text">{c.text}</p>
                {c.images?.length ? (
                  <PhotoGallery
                    label={t('imagesOf', { author: c.authorName })}
                    size={72}
                    photos={c.images.map((image, i) => ({ href: image.url, src: thumbnailUrl(image, 'large'), thumb: thumbnailUrl(image), alt: t('imageAlt', { author: c.authorName, n: i + 1 }) }))}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}

      {requests.length > 0 ? (
        <section className="thread-requests" aria-labelledby={`requests-${uid}`}>
          <h3 id={`requests-${uid}`} className="h4">
            {t('requestsTitle')}
          </h3>
          <ul className="plain-list">
            {requests.map((r) => (
              <li key={r.id} className="thread-request-row" data-status={r.status}>
                <strong>{t(`kinds.${r.kind}`)}</strong> <RequestBadge request={r} /> <span className="thread-text">{r.text}</span>
                {r.status === 'answered' && r.answeredAt ? (
                  <span className="muted small block">{t('answeredOn', { date: dates.date(r.answeredAt, 'dateTime'), who: r.answeredBy ? t(`roles.${r.answeredBy}`) : '' })}</span>
                ) : null}
                {side === 'team' && r.status === 'open' ? (
                  <Button size="sm" variant="secondary" onClick={() => answer(r.id)} aria-pressed={answers === r.id}>
                    {t('answer')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ClientForm noValidate onSubmit={(e) => void submit(e)} className="thread-form">
        {side === 'customer' ? (
          <Field id={`kind-${uid}`} label={t('requestLabel')}>
            <select id={`kind-${uid}`} value={kind} onChange={(e) => setKind(e.target.value as OrderRequestKind | '')}>
              <option value="">{t('requestNone')}</option>
              {ORDER_REQUEST_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : open.length > 0 ? (
          <Field id={`answers-${uid}`} label={t('answersLabel')}>
            <select id={`answers-${uid}`} value={answering ? answering.id : ''} onChange={(e) => setAnswers(e.target.value)}>
              <option value="">{t('answersNone')}</option>
              {open.map((r) => (
                <option key={r.id} value={r.id}>
                  {t(`kinds.${r.kind}`)} · {r.text.length > 60 ? `${r.text.slice(0, 60)}…` : r.text}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id={`text-${uid}`} label={t('label')} hint={t('hint')} error={error} counter={{ length, max: MAX_COMMENT_LENGTH, label: t('count', { count: length }) }}>
          <textarea
            ref={box}
            {...fieldAria(`text-${uid}`, { hint: true, error, counter: true })}
            aria-invalid={error || tooLong ? true : undefined}
            rows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        {attach ? (
          <Field id={`images-${uid}`} label={t('imagesLabel')} hint={t('imagesHint', { max: MAX_COMMENT_IMAGES })}>
            <input ref={files} {...fieldAria(`images-${uid}`, { hint: true })} type="file" accept="image/*" multiple />
          </Field>
        ) : null}
        <p role="status" className="ok small">
          {sent ? t('sent') : ''}
        </p>
        <Button type="submit" busy={busy}>
          {busy ? t('sending') : t('send')}
        </Button>
      </ClientForm>
    </CardSection>
  );
}

function RequestBadge({ request }: { request: OrderRequest }) {
  const t = useTranslations('Thread');
  return <span className={`badge ${request.status === 'open' ? 'badge-warn' : 'badge-success'}`}>{t(request.status)}</span>;
}
