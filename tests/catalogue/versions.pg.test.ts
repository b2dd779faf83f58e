import { drizzle } from 'drizzle-orm/postgres-js';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/db';
import { readyCart } from '../helpers/booking';
import { call } from '../helpers/http';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { currentCatalogueVersion, listCatalogueVersions, publishPrices } from '@/db/catalogue-versions';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it publishes price changes, which files beside it would see (tests/helpers/own-database.ts)

// Real Postgres: "the other instance" is a second, independent connection that publishes while
// this process serves its in-memory catalogue (default 60 s TTL: only the version check can
// make the change visible within 2 s).
const other = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
const otherDb = drizzle({ client: other, schema }) as unknown as Db;
afterAll(() => other.end());

const order = (body: Record<string, unknown>) => call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body });

async function servedPrice(subServiceId: string, currency: string): Promise<number | undefined> {
  const index = await getCatalogue();
  return (index.subServicesById.get(subServiceId)?.price as Record<string, number> | undefined)?.[currency];
}

describe('catalogue versions (Postgres, two connections)', () => {
  it('a version published through another connection is served here within 2 s; older carts get 409 price_changed; placed orders keep their prices', async () => {
    const placed = await readyCart();
    const placedOrder = await order({ cartId: placed.id });
    expect(placedOrder.status, placedOrder.text).toBe(201);
    const { id, cart } = await readyCart();
    const subServiceId = cart.items[0].subServices[0].subServiceId as string;
    const before = await servedPrice(subServiceId, 'EUR');
    expect(before).toBeGreaterThan(0);
    const versionBefore = await currentCatalogueVersion(otherDb);

    const version = await publishPrices(otherDb, { by: null, edits: [{ subServiceId, currency: 'EUR', minor: before! + 700 }], note: 'raise' });
    expect(version.id).toBe(versionBefore + 1);
    expect(version.changes).toEqual([{ subServiceId, currency: 'EUR', from: before, to: before! + 700 }]);

    const started = Date.now();
    let seen = await servedPrice(subServiceId, 'EUR');
    while (seen !== before! + 700 && Date.now() - started < 2000) {
      await new Promise((r) => setTimeout(r, 50));
      seen = await servedPrice(subServiceId, 'EUR');
    }
    expect(seen, `served after ${Date.now() - started} ms`).toBe(before! + 700);
    expect(Date.now() - started).toBeLessThan(2000);

    const stale = await order({ cartId: id, expectedTotal: cart.pricing.basket.costToUser.total });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('price_changed');
    expect(stale.json.pricing.basket.costToUser.total).toBeCloseTo(cart.pricing.basket.costToUser.total + 7, 2);

    const [booked] = await queryRows<{ total_minor: number }>(sql`select total_minor from orders where id = ${placedOrder.json.id}`);
    expect(booked!.total_minor).toBe(Math.round(placed.cart.pricing.basket.costToUser.total * 100));
  });

  it('publishing is one transaction: a wrong edit writes neither prices nor a version', async () => {
    const index = await getCatalogue();
    const first = [...index.subServicesById.values()].find((s) => 'EUR' in (s.price as object))!;
    const versionBefore = await currentCatalogueVersion(otherDb);
    const priceBefore = (first.price as Record<string, number>).EUR;
    await expect(
      publishPrices(otherDb, { by: null, edits: [{ subServiceId: first.id, currency: 'EUR', minor: priceBefore! + 1 }, { subServiceId: 'no-such-sub-service', currency: 'EUR', minor: 100 }] }),
    ).rejects.toMatchObject({ code: 'not_found' });
    await expect(publishPrices(otherDb, { by: null, edits: [{ subServiceId: first.id, currency: 'EUR', minor: -1 }] })).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(publishPrices(otherDb, { by: null, edits: [{ subServiceId: first.id, currency: 'JPY', minor: 100 }] })).rejects.toMatchObject({ code: 'validation_failed' });
    expect(await currentCatalogueVersion(otherDb)).toBe(versionBefore);
    const [row] = await queryRows<{ price: Record<string, number> }>(sql`select price from sub_services where id = ${first.id}`);
    expect(row!.price.EUR).toBe(priceBefore);
    const versions = await listCatalogueVersions(otherDb);
    expect(versions.every((v) => v.changeCount === v.changes.length)).toBe(true);
  });
});
