import type { ReactNode } from 'react';
import { Money } from '../ui/money';

/** One repair on a bill: its name, how many, what they cost together (and what they would have cost). */
export type ServiceLine = { key: string; name: string; quantity: number; total: number; wasTotal?: number };

/**
 * The "name × qty, price" lines of an item (cart, review, order, counter, staff order page);
 * `children` adds lines after them (Bonus Réparation, offers).
 */
export function ServiceLines({ lines, currency, children }: { lines: ServiceLine[]; currency: string; children?: ReactNode }) {
  return (
    <ul className="lines">
      {lines.map((l) => (
        <li key={l.key}>
          <span>
            {l.name}
            {l.quantity > 1 ? ` × ${l.quantity}` : ''}
          </span>
          {l.wasTotal !== undefined ? (
            <span>
              <Money amount={l.wasTotal} currency={currency} className="was" /> <Money amount={l.total} currency={currency} />
            </span>
          ) : (
            <Money amount={l.total} currency={currency} />
          )}
        </li>
      ))}
      {children}
    </ul>
  );
}
