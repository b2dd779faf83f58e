'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Money } from '@/components/ui/money';
import { PriceBreakdown } from '@/components/ui/price-breakdown';
import { StatusBadge } from '@/components/ui/status-badge';
import { StepHeading } from '@/components/ui/step-heading';
import { thumbnailUrl } from '@/lib/client/upload';
import { Link } from '@/lib/i18n/navigation';
import type { AdminOrderDetail, Person } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { browserApi } from '@/lib/client/api';
import { Email } from '../../_components/email';
import { NotesPanel } from './notes-panel';
import { QuoteForm } from './quote-form';
import { detailKey, useOrderChanged } from './use-order-changed';
import { inLanguage, messageOr } from '@/lib/i18n/translated';

export function OrderAdmin({ initial, locale, viewerId }: { initial: AdminOrderDetail; locale: Locale; viewerId: string }) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const id = initial.order.id;
  const query = useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => browserApi.admin.order(id, signal),
    initialData: initial,
    staleTime: 10_000,
  });
  const { order, people, notes, itemLabels } = query.data;
  const currency = order.currencyCode;
  const statusLabel = (s: string) => messageOr(t, `statuses.${s}`, s);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const due = order.pricing.baskets.findLast((b) => b.isValidated) ?? order.pricing.baskets[0];

  return (
    <>
      <p className="back-link">
        <Link href="/admin">
          <span aria-hidden="true">←</span>
          {t('detail.back')}
        </Link>
      </p>
      <StepHeading>{t('detail.title', { number: order.orderNumber })}</StepHeading>
      <div className="detail-badges">
        <StatusBadge status={order.status} label={statusLabel(order.status)} />
        <span className={`badge ${order.bookingType === 'warranty' ? 'badge-warn' : 'badge-muted'}`}>{t(`bookingTypes.${order.bookingType}`)}</span>
        {order.isArchived ? <span className="badge badge-muted">{t('orders.archived')}</span> : null}
      </div>

      {/* Actions come first (on a phone, before the long details); customer, logistics and notes after. */}
      <div className="admin-detail">
        <div className="admin-detail-actions">
          <Actions order={order} statusLabel={statusLabel} />
          {order.status === 'received' ? <QuoteForm order={order} itemLabels={itemLabels} locale={locale} /> : null}
          <ArchivePanel order={order} />
        </div>
        <div className="admin-detail-main">
          <section className="card" aria-labelledby="summary-h">
            <h2 id="summary-h" className="h3">
              {t('detail.summary')}
            </h2>
            <dl className="facts">
              <Fact label={t('detail.placed')}>{date(order.orderDate)}</Fact>
              <Fact label={t('detail.estimated')}>{format.dateTime(new Date(order.estimatedCompletionDate), { dateStyle: 'full' })}</Fact>
              <Fact label={t('orders.columns.store')}>{order.store.name}</Fact>
              <Fact label={t('orders.columns.provider')}>{order.provider.displayName}</Fact>
              <Fact label={t('detail.source')}>{messageOr(t, `detail.sources.${order.source}`, order.source)}</Fact>
              <Fact label={t('detail.payment')}>{messageOr(t, `detail.paymentMethods.${order.paymentMethod}`, order.paymentMethod)}</Fact>
              {order.staff ? <Fact label={t('detail.bookedBy')}>{people[order.staff]?.name ?? '—'}</Fact> : null}
              {due ? (
                <Fact label={t('orders.columns.total')}>
                  <Money amount={due.costToUser.total} currency={currency} />
                </Fact>
              ) : null}
            </dl>
            {order.note ? <p className="instructions">{order.note}</p> : null}
          </section>

          <ItemsSection order={order} itemLabels={itemLabels} locale={locale} />

          <section aria-labelledby="prices-h">
            <h2 id="prices-h" className="visually-hidden">
              {t('detail.pricing')}
            </h2>
            {order.pricing.baskets.map((basket, i) => (
              <div key={i} className="card basket">
                <p className="basket-state">
                  <span className={`badge ${basket.isValidated ? 'badge-success' : 'badge-warn'}`}>{basket.isValidated ? t('detail.validated') : t('detail.awaiting')}</span>
                </p>
                <PriceBreakdown
                  cost={basket.costToUser}
                  currency={basket.currency}
                  discountCode={basket.discountCode?.code}
                  title={i === 0 ? t('detail.basketBooking') : t('detail.basketQuote', { n: i })}
                />
                {basket.note.map((n, j) => (
                  <p key={j} className="instructions">
                    {n.message}
                  </p>
                ))}
              </div>
            ))}
            <Commissions order={order} />
          </section>

          <History order={order} people={people} statusLabel={statusLabel} />
        </div>

        <div className="admin-detail-info">
          <CustomerPanel order={order} />
          <LogisticsPanel order={order} locale={locale} />
          <NotesPanel orderId={order.id} notes={notes} viewerId={viewerId} />
        </div>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Actions({ order, statusLabel }: { order: Order; statusLabel: (s: string) => string }) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const changed = useOrderChanged();
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const allowed = order.allowedTransitions;
  const [to, setTo] = useState<string>('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const target = allowed.includes(to as never) ? to : allowed.length === 1 ? allowed[0]! : '';
  const move = useMutation({
    mutationFn: (body: { to: string; note: string }) => browserApi.orders.transition(order.id, body.to, body.note),
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
        <form
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
          {move.isError ? (
            <p className="field-error" role="alert">
              {problemMessage(move.error, tUi('unexpected'), tUi('offline'))}
            </p>
          ) : null}
          <Button type="submit" busy={move.isPending}>
            {target ? t('detail.moveButton', { status: statusLabel(target) }) : t('detail.move')}
          </Button>
        </form>
      )}
    </section>
  );
}

function ArchivePanel({ order }: { order: Order }) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const changed = useOrderChanged();
  const toggle = useMutation({
    mutationFn: (archive: boolean) => browserApi.orders.setArchived(order.id, archive),
    onSuccess: (next) => changed(next),
  });
  return (
    <section className="card" aria-labelledby="archive-h">
      <h2 id="archive-h" className="h3">
        {t('detail.archiveHeading')}
      </h2>
      <p className="muted small" role="status">
        {order.isArchived ? t('detail.archivedNotice') : t('detail.archiveHint')}
      </p>
      {toggle.isError ? (
        <p className="field-error" role="alert">
          {problemMessage(toggle.error, tUi('unexpected'), tUi('offline'))}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" busy={toggle.isPending} onClick={() => toggle.mutate(!order.isArchived)}>
        {order.isArchived ? t('detail.unarchive') : t('detail.archive')}
      </Button>
    </section>
  );
}

function ItemsSection({ order, itemLabels, locale }: { order: Order; itemLabels: AdminOrderDetail['itemLabels']; locale: Locale }) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  const currency = order.currencyCode;
  const value = (a: Order['items'][number]['attributes'][string]) => {
    if (a.translatedValue) return inLanguage(a.translatedValue, locale);
    if (a.type === 'checkbox') return a.value === 'true' ? t('detail.yes') : t('detail.no');
    if (a.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(a.value)) return format.dateTime(new Date(`${a.value}T12:00:00Z`), { dateStyle: 'medium' });
    return a.value;
  };
  return (
    <section className="card" aria-labelledby="items-h">
      <h2 id="items-h" className="h3">
        {t('detail.items', { count: order.items.length })}
      </h2>
      <ol className="admin-items">
        {order.items.map((item) => {
          const label = itemLabels[item.id] ?? { name: item.name, category: '' };
          const attributes = Object.entries(item.attributes);
          return (
            <li key={item.id}>
              <h3 className="item-name">
                {label.name}
                {label.category ? <span className="muted small"> · {label.category}</span> : null}
              </h3>
              {item.images.length > 0 ? (
                <ul className="photo-strip" aria-label={t('detail.photos', { item: label.name })}>
                  {item.images.map((image, i) => (
                    <li key={image.key}>
                      <a href={image.url} target="_blank" rel="noopener">
                        {/* eslint-disable-next-line @next/next/no-img-element -- our own photo variants */}
                        <img src={thumbnailUrl(image)} alt={t('detail.photoAlt', { n: i + 1, item: label.name })} width={96} height={96} loading="lazy" />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted small">{t('detail.noPhotos')}</p>
              )}
              <ul className="lines">
                {item.subServices.map((s) => (
                  <li key={s.subServiceId}>
                    <span>
                      {inLanguage(s.displayName, locale)}
                      {s.quantity > 1 ? ` × ${s.quantity}` : ''}
                    </span>
                    <span>
                      {order.bookingType === 'warranty' && (s.originalPrice[currency] ?? 0) > 0 ? (
                        <Money amount={(s.originalPrice[currency] ?? 0) * s.quantity} currency={currency} className="was" />
                      ) : null}{' '}
                      <Money amount={(s.price[currency] ?? 0) * s.quantity} currency={currency} />
                    </span>
                  </li>
                ))}
              </ul>
              {attributes.length > 0 ? (
                <dl className="facts attributes">
                  {attributes.map(([identifier, a]) => (
                    <Fact key={identifier} label={inLanguage(a.label, locale)}>
                      {a.type === 'file' && /^[\w-]{22,64}$/.test(a.value) ? (
                        <a href={`/api/sip/photos/${a.value}/full`} target="_blank" rel="noopener">
                          {/* eslint-disable-next-line @next/next/no-img-element -- our own photo variants */}
                          <img src={`/api/sip/photos/${a.value}/small`} alt={inLanguage(a.label, locale)} width={64} height={64} loading="lazy" className="attr-photo" />
                        </a>
                      ) : (
                        value(a)
                      )}
                    </Fact>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const COMMISSIONS = ['platformFee', 'serviceProvider', 'operator', 'partner', 'paymentFee'] as const;

function Commissions({ order }: { order: Order }) {
  const t = useTranslations('Admin');
  const c = order.pricing.comissions;
  const currency = order.currencyCode;
  const rule = (fee: { percentage: number; variables: string[] }) =>
    t('detail.rule', { percentage: fee.percentage, variables: fee.variables.map((v) => messageOr(t, `detail.variables.${v}`, v)).join(' + ') });
  return (
    <div className="card table-wrap">
      <table className="ledger">
        <caption>{t('detail.commissions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.share')}</th>
            <th scope="col">{t('detail.ruleHeading')}</th>
            <th scope="col" className="num">
              {t('detail.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {COMMISSIONS.map((k) => (
            <tr key={k}>
              <th scope="row">{t(`detail.shares.${k}`)}</th>
              <td>{rule(c[k])}</td>
              <td className="num">
                <Money amount={c[k].fee} currency={currency} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('detail.shares.deliveryCompanyFee')}</th>
            <td>—</td>
            <td className="num">
              <Money amount={c.deliveryCompanyFee} currency={currency} />
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function History({ order, people, statusLabel }: { order: Order; people: Record<string, Person>; statusLabel: (s: string) => string }) {
  const t = useTranslations('Admin');
  const format = useFormatter();
  return (
    <section className="card" aria-labelledby="history-h">
      <h2 id="history-h" className="h3">
        {t('detail.history')}
      </h2>
      <ol className="timeline admin-timeline">
        {order.histories.map((h, i) => {
          const who = h.by && people[h.by] ? people[h.by]!.name : messageOr(t, `detail.roles.${h.role}`, h.role);
          return (
            <li key={`${h.status}-${i}`} className="done">
              <span className="dot" aria-hidden="true" />
              <span>
                <strong>{statusLabel(h.status)}</strong>
                <span className="muted small block">
                  <time dateTime={h.date}>{format.dateTime(new Date(h.date), { dateStyle: 'medium', timeStyle: 'short' })}</time> · {t('detail.by', { who })}
                </span>
                {h.note ? <span className="block history-note">{h.note}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function CustomerPanel({ order }: { order: Order }) {
  const t = useTranslations('Admin');
  const c = order.customer;
  const a = order.address;
  return (
    <section className="card" aria-labelledby="customer-h">
      <h2 id="customer-h" className="h3">
        {t('detail.customer')}
      </h2>
      <dl className="facts">
        <Fact label={t('detail.name')}>{[c.givenName, c.familyName].filter(Boolean).join(' ')}</Fact>
        <Fact label={t('detail.email')}>
          <a href={`mailto:${c.email}`}>
            <Email value={c.email} />
          </a>
        </Fact>
        <Fact label={t('detail.phone')}>
          <a href={`tel:${c.phone}`}>{c.phone}</a>
        </Fact>
        <Fact label={t('detail.address')}>
          <address>
            {a.address}
            {a.secondAddress ? (
              <>
                <br />
                {a.secondAddress}
              </>
            ) : null}
            <br />
            {a.zipCode} {a.city}
            {a.state ? `, ${a.state}` : ''}
            <br />
            {a.country}
          </address>
        </Fact>
        {a.deliveryNotes ? <Fact label={t('detail.deliveryNotes')}>{a.deliveryNotes}</Fact> : null}
      </dl>
    </section>
  );
}

function LogisticsPanel({ order, locale }: { order: Order; locale: Locale }) {
  const t = useTranslations('Admin');
  const o = order.logisticOption;
  return (
    <section className="card" aria-labelledby="logistics-h">
      <h2 id="logistics-h" className="h3">
        {t('detail.logistics')}
      </h2>
      <p>
        <strong>{inLanguage(o.displayName, locale)}</strong>
        <span className="muted small block">{messageOr(t, `detail.kinds.${o.kind}`, o.kind)}</span>
      </p>
      <p className="instructions">{inLanguage(o.instructions, locale)}</p>
      <p className="small">{t('detail.transit', { onward: o.onwardTransitDays, back: o.returnTransitDays })}</p>
      {o.shipments.length > 0 ? (
        <ul className="plain-list small">
          {o.shipments.map((s) => (
            <li key={s.flow}>
              {messageOr(t, `detail.legs.${s.type}`, s.type)}: {s.providerName}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
