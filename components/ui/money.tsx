import { useFormatter } from 'next-intl';

/** An amount in major units, formatted for the page's locale (works in server and client components). */
export function Money({ amount, currency, className, negative }: { amount: number; currency: string; className?: string; negative?: boolean }) {
  const format = useFormatter();
  const text = format.number(negative ? -Math.abs(amount) : amount, { style: 'currency', currency });
  return <span className={['money', className].filter(Boolean).join(' ')}>{negative ? text.replace('-', '−') : text}</span>;
}
