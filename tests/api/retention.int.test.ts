import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { readyCart } from '../helpers/booking';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { getDb } from '@/db/client';
import { runRetention } from '@/lib/maintenance';
import { fetchPhoto, photo, photoRows, tempUploadsFolder, upload } from './photos-helpers';
import { signUp } from '../helpers/accounts';

const uploads = tempUploadsFolder();
const storedObjects = (key: string) => (existsSync(path.join(uploads, 'photos', key)) ? readdirSync(path.join(uploads, 'photos', key)).length : 0);

describe('retention', () => {
  it('deletes expired keys, sessions, counters, abandoned carts and their photos, and keeps what is live or ordered', async () => {
    const db = await getDb();
    const signup = await signUp({ body: { email: `r-${crypto.randomUUID()}@example.com`, password: 'retention passphrase', givenName: 'R', familyName: 'T' } });
    const accountId = signup.json.account.id as string;
    const abandoned = await readyCart();
    const ordered = await readyCart();
    expect((await call(ordersRoute.POST, '/api/sip/orders', { method: 'POST', body: { cartId: ordered.id } })).status).toBe(201);
    const live = await readyCart();
    const jpeg = { name: 'tear.jpg', type: 'image/jpeg', bytes: await photo(64, 48) };
    const photoOf = async (cartId: string) => {
      const res = await upload([jpeg], { cartId });
      expect(res.status, res.text).toBe(201);
      return res.json.images[0].key as string;
    };
    const [abandonedPhoto, livePhoto] = [await photoOf(abandoned.id), await photoOf(live.id)];
    expect(storedObjects(abandonedPhoto)).toBeGreaterThan(0);
    await db.execute(sql`insert into idempotency_keys (scope, key, endpoint, request_hash, created_at) values
      ('t', 'old', 'POST /x', 'h', now() - interval '25 hours'), ('t', 'new', 'POST /x', 'h', now())`);
    await db.execute(sql`insert into auth_throttles (key, failures, window_started_at) values ('ip:old', 3, now() - interval '2 days'), ('ip:new', 3, now())`);
    await db.execute(sql`update sessions set idle_expires_at = now() - interval '1 minute' where account_id = ${accountId}`);
    await db.execute(sql`update carts set updated_at = now() - interval '91 days' where id in (${abandoned.id}, ${ordered.id})`);

    const removed = await runRetention(db);
    expect(removed).toMatchObject({ carts: 1, photos: 1, photoObjects: 4 }); // the full image and three variants

    const left = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(query))[0]!.n;
    expect(await left(sql`select count(*)::int as n from idempotency_keys where scope = 't'`)).toBe(1);
    expect(await left(sql`select count(*)::int as n from auth_throttles where key in ('ip:old', 'ip:new')`)).toBe(1);
    expect(await left(sql`select count(*)::int as n from sessions where account_id = ${accountId}`)).toBe(0);
    expect(await left(sql`select count(*)::int as n from carts where id = ${abandoned.id}`)).toBe(0);
    expect(await left(sql`select count(*)::int as n from carts where id in (${ordered.id}, ${live.id})`)).toBe(2);
    expect(await left(sql`select count(*)::int as n from customers where id = ${abandoned.cart.customer._id}`)).toBe(0);
    expect(await left(sql`select count(*)::int as n from customers where id = ${ordered.cart.customer._id}`)).toBe(1);
    expect(await photoRows({ cartId: live.id })).toHaveLength(1);
    expect((await fetchPhoto(livePhoto, 'small')).status).toBe(200);
    expect(await left(sql`select count(*)::int as n from photos where key = ${abandonedPhoto}`)).toBe(0);
    expect((await fetchPhoto(abandonedPhoto, 'full')).status).toBe(404);
    expect(storedObjects(abandonedPhoto)).toBe(0);
    expect(storedObjects(livePhoto)).toBeGreaterThan(0);
  });
});
