'use client';

import { useLocale, useTranslations } from 'next-intl';
import { decideInsurance, insuranceRule, MAX_DECLARED_MINOR } from '@/lib/insurance/rule';
import { formatMoney } from '@/lib/money';
import type { Currency } from '@/lib/schemas/common';

export type Declared = { value: string; insure: boolean };

/** The typed value in minor units: null when empty, NaN when not a valid amount (docs/insurance.md#declared-value). */
export function declaredMinor(value: string): number | null {
  const text = value.trim().replace(',', '.');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const minor = Math.round(Number(text) * 100);
  return minor <= MAX_DECLARED_MINOR ? minor : Number.NaN;
}

/**
 * The item's declared value for a postal or pick-up option, with the option's rule stated in full
 * (rate, minimum, cover, threshold) and the premium it gives: the same pure rule the server prices with.
 */
export function DeclaredValue({ optionId, kind, currency, declared, onChange, error }: {
  optionId: string;
  kind: string;
  currency: Currency;
  declared: Declared;
  onChange: (next: Declared) => void;
  error: string | null;
}) {
  const t = useTranslations('Checkout.delivery.insurance');
  const locale = useLocale();
  const rule = insuranceRule(kind, currency);
  if (!rule) return null;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const minor = declaredMinor(declared.value);
  const decision = minor !== null && !Number.isNaN(minor) ? decideInsurance({ kind, currency, declaredMinor: minor, requested: declared.insure }) : null;
  const id = `declared-${optionId}`;
  return (
    <div className="field declared-value">
      <label className="field-label" htmlFor={id}>
        {t('label', { currency })}
      </label>
      <input
        id={id}
        name="estimatedItemPrice"
        inputMode="decimal"
        autoComplete="off"
        value={declared.value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-rule${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange({ ...declared, value: e.target.value })}
      />
      <p id={`${id}-rule`} className="muted small">
        {t('rule', { rate: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(rule.rateBp / 10_000), minimum: money(rule.minimumMinor), cover: money(rule.maxCoverageMinor), threshold: money(rule.thresholdMinor) })}
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          name="insurance"
          checked={declared.insure || !!decision?.required}
          disabled={!!decision?.required}
          onChange={(e) => onChange({ ...declared, insure: e.target.checked })}
        />{' '}
        {decision?.required ? t('required', { threshold: money(rule.thresholdMinor) }) : t('insure')}
      </label>
      {decision?.priceMinor != null ? (
        <p className="small" data-testid="insurance-premium">
          {t('premium', { price: money(decision.priceMinor) })}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
