import { count } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as cartRoute from '@/app/api/sip/shopping-cart/route';
import { getDb } from '@/db/client';
import { carts } from '@/db/schema';

describe('HEAD /api/sip/shopping-cart (issue #32.6)', () => {
  it('creates no cart: 405 with what the route allows', async () => {
    const db = await getDb();
    const before = (await db.select({ n: count() }).from(carts))[0]!.n;
    const res = await cartRoute.HEAD(new NextRequest('http://localhost:3000/api/sip/shopping-cart', { method: 'HEAD' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect((await db.select({ n: count() }).from(carts))[0]!.n).toBe(before);
  });
});
