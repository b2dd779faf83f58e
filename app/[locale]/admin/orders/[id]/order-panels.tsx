'use client';

import { useTranslations } from 'next-intl';
import { useStoreDates } from '@/lib/client/use-dates';
import { addressLines } from '@/lib/i18n/address-format';
import type { Person } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import type { Order } from '@/lib/schemas/orders';
import { Email } from '../../_components/email';
import { inLanguage, messageOr } from '@/lib/i18n/translated';
import { Fact } from './fact';
import { CardSection } from '@/components/ui/card-section';
import { Button } from '@/components/ui/button';
import { useState } from 'react';
import type { ContactChange, ContactChangeEntry } from '@/lib/schemas/contact';
import { ContactEdit } from './contact-edit';
import { PostalAddress } from '@/components/orders/postal-address';

export function History({ order, people, statusLabel, contactChanges }: { order: Order; people: Record<string, Person>; statusLabel: (s: string) => string; contactChanges: ContactChangeEntry[] }) {
  const t = useTranslations('Admin');
  const tLife = useTranslations('OrderLife');
  const tC = useTranslations('Counter');
  const dates = useStoreDates(order.store);
  const whoOf = (by: string | null, role: string) => (by && people[by] ? people[by]!.name : messageOr(t, `detail.roles.${role}`, role));
  // Status steps and contact corrections (docs/counter.md#contact-edits), one timeline by date.
  const entries = [
    ...order.histories.map((h, i) => ({ date: h.date, key: `s-${i}`, status: h, contact: null })),
    ...contactChanges.map((c) => ({ date: c.date, key: `c-${c.id}`, status: null, contact: c })),
  ].sort((x, y) => x.date.localeCompare(y.date));
  const value = (v: ContactChange['from']) => (v === null ? tC('contact.empty') : typeof v === 'string' ? v || tC('contact.empty') : [...addressLines(v), v.country].join(', '));
  return (
    <CardSection id="history-h" title={t('detail.history')}>
      <ol className="timeline admin-timeline">
        {entries.map((entry) => {
          if (entry.contact) {
            const ch = entry.contact;
            return (
              <li key={entry.key} className="done contact-change">
                <span className="dot" aria-hidden="true" />
                <span>
                  <strong>{tC('contact.changed')}</strong>
                  <span className="muted small block">
                    <time dateTime={ch.date}>{dates.date(ch.date, 'dateTime')}</time> · {t('detail.by', { who: whoOf(ch.by, ch.role) })}
                  </span>
                  {ch.changes.map((x) => (
                    <span key={x.field} className="block history-note">
                      {tC('contact.change', { field: tC(`contact.fields.${x.field}`), from: value(x.from), to: value(x.to) })}
                    </span>
                  ))}
                </span>
              </li>
            );
          }
          const h = entry.status!;
          const who = whoOf(h.by, h.role);
          return (
            <li key={entry.key} className="done">
              <span className="dot" aria-hidden="true" />
              <span>
                <strong>{statusLabel(h.status)}</strong>
                <span className="muted small block">
                  <time dateTime={h.date}>{dates.date(h.date, 'dateTime')}</time> ·{' '}
                  {/* docs/decisions.md#quote-consent: an answer staff recorded for the customer says so, and how it was given. */}
                  {h.onBehalf ? tLife('onBehalf', { who, channel: tLife(`channelWords.${h.onBehalf}`) }) : t('detail.by', { who })}
                </span>
                {h.note ? <span className="block history-note">{h.note}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </CardSection>
  );
}

export function CustomerPanel({ order }: { order: Order }) {
  const t = useTranslations('Admin');
  const tC = useTranslations('Counter');
  const [editing, setEditing] = useState(false);
  const c = order.customer;
  const a = order.address;
  if (editing) {
    return (
      <CardSection id="customer-h" title={t('detail.customer')}>
        <ContactEdit order={order} onDone={() => setEditing(false)} />
      </CardSection>
    );
  }
  return (
    <CardSection id="customer-h" title={t('detail.customer')}>
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
          {/* docs/counter.md#no-address: dropped off and collected in store, booked without one. */}
          {a ? (
            <PostalAddress address={a} />
          ) : (
            <span className="muted">{tC('contact.noAddress')}</span>
          )}
        </Fact>
        {a?.deliveryNotes ? <Fact label={t('detail.deliveryNotes')}>{a.deliveryNotes}</Fact> : null}
      </dl>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        {tC('contact.edit')}
      </Button>
    </CardSection>
  );
}

export function LogisticsPanel({ order, locale }: { order: Order; locale: Locale }) {
  const t = useTranslations('Admin');
  const o = order.logisticOption;
  const tL = useTranslations('Logistics');
  const dates = useStoreDates(order.store);
  const label = `/api/sip/orders/${encodeURIComponent(order.id)}/label.pdf`;
  return (
    <CardSection id="logistics-h" title={t('detail.logistics')}>
      <p>
        <strong>{inLanguage(o.displayName, locale)}</strong>
        <span className="muted small block">{messageOr(t, `detail.kinds.${o.kind}`, o.kind)}</span>
      </p>
      <p className="instructions">{inLanguage(o.instructions, locale)}</p>
      {o.slot ? (
        <p>
          {tL('slot')} <strong className="pickup-slot">{dates.slot(o.slot)}</strong>
        </p>
      ) : null}
      {o.kind === 'postal_label' ? (
        <p className="item-actions">
          <a className="btn btn-secondary" href={label}>
            {tL('label')}
          </a>
          <a className="btn btn-ghost" href={`${label}?format=a4`}>
            {tL('labelA4')}
          </a>
        </p>
      ) : null}
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
    </CardSection>
  );
}
