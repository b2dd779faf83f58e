import 'server-only';
import type { Executor } from '@/db/client';
import type { OrderFilter } from '@/db/orders';
import { storeCountries } from '@/db/places';
import { searchTerms } from '@/db/order-search';

/**
 * The filter with the countries its `q`'s national phone forms are read in
 * (docs/counter.md#phone-search): the store's country when the filter has a store (a staff
 * member's own, or an admin's store filter), else every country the brand's stores are in.
 * Asked only for a query that is a phone number's national form: words, order numbers and
 * international forms need no country, and cost no extra read.
 */
export async function withPhoneCountries(db: Executor, filter: OrderFilter): Promise<OrderFilter> {
  if (!filter.q || filter.benchSearch || filter.phoneCountries) return filter;
  const terms = searchTerms(filter.q);
  // Without countries, a national form comes back as a fragment (digits with no "+" or "00").
  if (!terms.phoneFragment) return filter;
  return { ...filter, phoneCountries: await storeCountries(db, filter.storeId) };
}
