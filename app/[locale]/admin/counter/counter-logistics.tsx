'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDate } from '@/lib/i18n/dates';
import { Money } from '@/components/ui/money';
import type { LogisticOptionChoice } from '@/lib/schemas/cart';
import type { Locale } from '@/lib/schemas/common';
import { inLanguage, messageOr } from '@/lib/i18n/translated';

export type CounterPaymentMethod = 'pay_at_drop_off' | 'pay_on_collection';

/** The logistics options of the counter's cart, one radio each, with price and ready date. */
export function CounterLogistics({ options, chosen, locale, onChoose }: { options: LogisticOptionChoice[]; chosen: string; locale: Locale; onChoose: (id: string) => void }) {
  const t = useTranslations('Admin');
  const tUi = useTranslations('UI');
  const language = useLocale();
  return (
    <fieldset className="card">
      <legend className="h3">{t('counter.logistics')}</legend>
      {options.length === 0 ? (
        <p className="notice">{t('counter.noLogistics')}</p>
      ) : (
        <div className="option-list">
          {options.map((o) => (
            <label key={o.id} className={`option card inset${chosen === o.id ? ' selected' : ''}`}>
              <input type="radio" name="logistic" value={o.id} checked={chosen === o.id} onChange={() => onChoose(o.id)} />
              <span className="option-body">
                <span className="option-head">
                  <strong>{inLanguage(o.displayName, locale)}</strong>
                  {o.priceInCurrency > 0 ? <Money amount={o.priceInCurrency} currency={o.currency} /> : <span className="ok">{tUi('free')}</span>}
                </span>
                <span className="muted small">{messageOr(t, `detail.kinds.${o.kind}`, o.kind)}</span>
                <span className="small">{t('counter.ready', { date: formatDate(o.estimatedCompletionDate, { language, country: o.store?.country, timeZone: o.store?.timeZone }, 'dateFull') })}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** How a paid counter booking is settled. */
export function CounterPayment({ value, methods, onChange }: { value: CounterPaymentMethod; methods: readonly CounterPaymentMethod[]; onChange: (p: CounterPaymentMethod) => void }) {
  const t = useTranslations('Admin');
  return (
    <fieldset className="card">
      <legend className="h3">{t('counter.payment')}</legend>
      <div className="choice-col">
        {methods.map((p) => (
          <label key={p} className="choice">
            <input type="radio" name="payment" value={p} checked={value === p} onChange={() => onChange(p)} />
            <span>{t(`detail.paymentMethods.${p}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
