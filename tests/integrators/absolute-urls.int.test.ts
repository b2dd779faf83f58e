import { describe, expect, it } from 'vitest';
import * as providersRoute from '@/app/v1/providers/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';

// docs/integrators.md#urls: a provider's imageUrl is absolute, as photo URLs are (it was `/images/…`).
describe('absolute provider image URLs', () => {
  it('in /v1/providers, the cart and the order', async () => {
    const providers = await call(providersRoute.GET, '/v1/providers');
    expect(providers.status, providers.text).toBe(200);
    const urls = (providers.json.providers as { imageUrl: string }[]).map((p) => p.imageUrl).filter(Boolean);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(new URL(url).pathname, url).toMatch(/^\/images\//);
    const { id, cart } = await readyCart();
    expect(() => new URL(cart.provider.imageUrl)).not.toThrow();
    const placed = await call(ordersRoute.POST, '/x', { method: 'POST', body: { cartId: id, paymentMethod: 'pay_on_collection', requestType: 'repair', language: 'fr' } });
    expect(new URL(placed.json.provider.imageUrl).pathname).toMatch(/^\/images\//);
  });
});
