import { useLocale } from 'next-intl';
import { formatMoney, majorToMinor } from '@/lib/money';

/**
 * An amount of the wire shapes (major units, docs/decisions.md#money), written by the one money
 * display (`formatMoney`, docs/decisions.md#money-display) in the page's locale. Works in server
 * and client components.
 */
export function Money({ amount, currency, className, negative }: { amount: number; currency: string; className?: string; negative?: boolean }) {
  const minor = majorToMinor(amount);
  const text = formatMoney(negative ? -Math.abs(minor) : minor, currency, useLocale());
  return <span className={['money', className].filter(Boolean).join(' ')}>{text}</span>;
}
