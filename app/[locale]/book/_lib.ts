import 'server-only';
import { cookies } from 'next/headers';
import { listClothesCategories, listProviders } from '@/lib/catalogue';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import type { Service } from '@/lib/schemas/catalogue';
import { DEFAULT_CURRENCY, normalizePostcode } from '@/lib/client/area';
import { CURRENCY_COOKIE } from '@/lib/client/cart-id';
import { CURRENCIES, type Currency } from '@/lib/schemas/common';

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? '';

/** The area from the query, or null when missing or malformed. */
export function areaFrom(sp: Record<string, string | string[] | undefined>): { zip: string; country: string } | null {
  const country = one(sp.country).toUpperCase();
  // Written the post office's way ("wc2e9dd" → "WC2E 9DD"), so the cart and the address agree (docs/customer-site.md#postcodes).
  const zip = country ? normalizePostcode(country, one(sp.zip)) : null;
  return zip ? { zip, country } : null;
}

/** A category as offered in the area (only sub-categories some serving atelier repairs). */
export async function categoryInArea(categoryId: string, area: { zip: string; country: string }) {
  const providers = await listProviders({ country: area.country, zipCode: area.zip });
  if (providers.length === 0) return null;
  const categories = await listClothesCategories({ providerIds: providers.map((p) => p.id) });
  return categories.find((c) => c.categoryId === categoryId) ?? null;
}

/** The currency prices are shown in: the open cart's (mirrored in a cookie), else the country's. */
export async function displayCurrency(country: string): Promise<Currency> {
  const fromCookie = (await cookies()).get(CURRENCY_COOKIE)?.value;
  if (fromCookie && (CURRENCIES as readonly string[]).includes(fromCookie)) return fromCookie as Currency;
  return DEFAULT_CURRENCY[country] ?? 'EUR';
}

/**
 * The repair a booking from the price list starts with, among those offered in the area: the one
 * named, or else the same repair at the cheapest atelier here (the list quotes the country's
 * cheapest, which may not serve this postcode). docs/customer-site.md#price-list.
 */
export async function prefillInArea(subServiceId: string | null, services: Service[]): Promise<string | null> {
  if (!subServiceId) return null;
  const offered = services.flatMap((s) => s.subServices);
  if (offered.some((ss) => ss.id === subServiceId)) return subServiceId;
  const wanted = (await getCatalogue()).subServicesById.get(subServiceId);
  if (!wanted) return null;
  const price = (ss: Service['subServices'][number]) => Math.min(...Object.values(ss.price).map(Number));
  const same = offered.filter((ss) => ss.name.en === wanted.name.en).sort((a, b) => price(a) - price(b));
  return same[0]?.id ?? null;
}
