import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Principal } from '@/lib/auth/session';
import { decodePageCursor, encodePageCursor } from './cursor';
import { scopedOrderFilter } from './scope';

const who = (role: Principal['role'], storeId: string | null = null): Principal => ({ accountId: `acc-${role}`, role, storeId, email: '', tokenHash: '', via: 'bearer' });

describe('scopedOrderFilter', () => {
  it('lets admins see every order, with their own filters', () => {
    const filter = scopedOrderFilter({ storeId: 's2', q: 'x' }, who('admin'));
    expect(filter).toMatchObject({ storeId: 's2', q: 'x' });
    expect(filter!.accountId).toBeUndefined();
  });
  it('narrows staff to their store, and gives nothing for another store or without a store', () => {
    expect(scopedOrderFilter({}, who('staff', 's1'))).toMatchObject({ storeId: 's1' });
    expect(scopedOrderFilter({ storeId: 's1' }, who('staff', 's1'))).toMatchObject({ storeId: 's1' });
    expect(scopedOrderFilter({ storeId: 's2' }, who('staff', 's1'))).toBeNull();
    expect(scopedOrderFilter({}, who('staff', null))).toBeNull();
  });
  it('narrows customers to their own orders', () => {
    expect(scopedOrderFilter({ storeId: 's2' }, who('customer'))).toMatchObject({ storeId: 's2', accountId: 'acc-customer' });
  });
  it('reads archived as only / none / all', () => {
    expect(scopedOrderFilter({ archived: 'true' }, who('admin'))!.archived).toBe(true);
    expect(scopedOrderFilter({ archived: 'false' }, who('admin'))!.archived).toBe(false);
    expect(scopedOrderFilter({ archived: 'all' }, who('admin'))!.archived).toBeUndefined();
  });
});

describe('page cursors', () => {
  it('decode what they encode, both ways', () => {
    fc.assert(
      fc.property(fc.constantFrom('after' as const, 'before' as const), fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }), fc.string({ minLength: 1 }).filter((s) => !s.includes('|')), fc.boolean(), (direction, orderDate, id, similar) => {
        // A forgiving search's pages say so (docs/counter.md#forgiving-search).
        expect(decodePageCursor(encodePageCursor(direction, { orderDate, id }, similar))).toEqual({ direction, key: { orderDate, id }, ...(similar ? { similar: true } : {}) });
      }),
    );
  });
  it('read the list’s earlier date|id cursors as after, and refuse anything else', () => {
    const legacy = Buffer.from('2026-01-02T03:04:05.678Z|ord1').toString('base64url');
    expect(decodePageCursor(legacy)).toEqual({ direction: 'after', key: { orderDate: new Date('2026-01-02T03:04:05.678Z'), id: 'ord1' } });
    for (const bad of ['nonsense', Buffer.from('x|2026-01-02T00:00:00Z|a').toString('base64url'), Buffer.from('ax|2026-01-02T00:00:00Z|a').toString('base64url'), Buffer.from('a|not-a-date|a').toString('base64url')]) expect(decodePageCursor(bad)).toBeNull();
  });
});
