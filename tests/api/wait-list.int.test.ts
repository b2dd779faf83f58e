/** No dead end: an area no atelier serves offers a wait-list, kept once per e-mail, area and garment, listed for admins (docs/customer-site.md#wait-list). */
import { describe, expect, it } from 'vitest';
import { listProviders } from '@/lib/catalogue';
import { WaitListBodySchema } from '@/lib/schemas/wait-list';
import { joinWaitList, waitListOverview } from '@/lib/wait-list';

describe('the wait-list of an area no atelier serves', () => {
  it('Berlin has no atelier; its wait-list keeps one entry per e-mail, area and garment, postcode written the country’s way', async () => {
    expect(await listProviders({ country: 'DE', zipCode: '10115' })).toEqual([]);
    const body = WaitListBodySchema.parse({ email: 'Lena@Example.com', country: 'de', zipCode: ' 10115 ', categoryId: '', locale: 'de' });
    await joinWaitList(body);
    await joinWaitList(body);
    await joinWaitList(WaitListBodySchema.parse({ email: 'jo@example.com', country: 'GB', zipCode: 'n16xe', locale: 'en' }));
    const { entries, byCountry } = await waitListOverview();
    const lena = entries.filter((e) => e.email === 'lena@example.com');
    expect(lena).toHaveLength(1);
    expect(lena[0]).toMatchObject({ country: 'DE', zipCode: '10115', locale: 'de' });
    expect(entries.find((e) => e.email === 'jo@example.com')?.zipCode).toBe('N1 6XE');
    expect(byCountry.find((c) => c.country === 'DE')?.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses an e-mail that is not one and a postcode of another country', () => {
    expect(WaitListBodySchema.safeParse({ email: 'nope', country: 'DE', zipCode: '10115', locale: 'de' }).success).toBe(false);
    expect(WaitListBodySchema.safeParse({ email: 'a@b.de', country: 'DE', zipCode: 'WC2E 9DD', locale: 'de' }).success).toBe(false);
  });
});
