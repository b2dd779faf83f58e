import { useLocale } from 'next-intl';
import { addressLines, countryName } from '@/lib/i18n/address-format';
import type { Address } from '@/lib/schemas/common';

/** A postal address as its country writes it, one line per span (the order pages, staff and customer). */
export function PostalAddress({ address }: { address: Partial<Address> }) {
  const a = { address: '', secondAddress: '', city: '', state: '', zipCode: '', country: '', ...address };
  // The country by its name in the page's language ("Royaume-Uni"), never its code ("GB").
  const locale = useLocale();
  return (
    <address>
      {addressLines(a, a.country ? countryName(a.country, locale) : undefined).map((line, i) => (
        <span key={i} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
