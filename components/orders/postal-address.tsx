import { addressLines } from '@/lib/i18n/address-format';
import type { Address } from '@/lib/schemas/common';

/** A postal address as its country writes it, one line per span (the order pages, staff and customer). */
export function PostalAddress({ address }: { address: Partial<Address> }) {
  const a = { address: '', secondAddress: '', city: '', state: '', zipCode: '', country: '', ...address };
  return (
    <address>
      {[...addressLines(a), a.country].map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
