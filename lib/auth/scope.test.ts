import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canReach, liveModeOf, reachFilter, storeReach, type Owner, type ScopePrincipal } from './scope';

// Few ids, so that principals and owners often share a store or an account.
const storeId = fc.constantFrom('s1', 's2', 's3');
const accountId = fc.constantFrom('a1', 'a2', 'a3');
const principal: fc.Arbitrary<ScopePrincipal | null> = fc.option(
  fc.record({ role: fc.constantFrom('customer' as const, 'staff' as const, 'admin' as const), accountId, storeId: fc.option(storeId) }),
);
/** A customer's kind of thing (owned, or a guest's: null) or a thing no customer owns (undefined). */
const owner: fc.Arbitrary<Owner> = fc.record({ storeId: fc.option(storeId), accountId: fc.oneof(accountId, fc.constant(null), fc.constant(undefined)) });
const owned = owner.filter((o) => o.accountId !== null);

const matches = (filter: { storeId?: string; accountId?: string; livemode: boolean } | null, o: Owner) =>
  filter !== null &&
  (filter.storeId === undefined || filter.storeId === o.storeId) &&
  (filter.accountId === undefined || filter.accountId === o.accountId) &&
  filter.livemode === liveModeOf(o);

describe('the scope rule (docs/decisions.md#access)', () => {
  it('lists exactly what reads reach, for every owned resource', () => {
    fc.assert(
      fc.property(principal, owned, (p, o) => {
        expect(matches(reachFilter(p), o)).toBe(canReach(p, o));
      }),
    );
  });

  it('narrows a list only within the reach: an asked store outside it matches nothing', () => {
    fc.assert(
      fc.property(principal, owned, storeId, (p, o, asked) => {
        if (matches(reachFilter(p, { storeId: asked }), o)) expect(canReach(p, o) && o.storeId === asked).toBe(true);
      }),
    );
  });

  it('lets admins reach everything, staff only their store’s things, customers only their own', () => {
    fc.assert(
      fc.property(principal, owner, (p, o) => {
        const reached = canReach(p, o);
        if (p?.role === 'admin') expect(reached).toBe(true);
        if (p?.role === 'staff' && o.storeId !== null && o.storeId !== p.storeId) expect(reached).toBe(false);
        if (p?.role !== 'admin' && typeof o.accountId === 'string' && o.accountId !== p?.accountId && !(p?.role === 'staff' && p.storeId === o.storeId)) expect(reached).toBe(false);
        if (o.accountId === undefined && p?.role !== 'admin') expect(reached).toBe(p?.role === 'staff' && p.storeId !== null && p.storeId === o.storeId);
      }),
    );
  });

  it('opens a guest’s thing to whoever holds its id, except staff of another store', () => {
    fc.assert(
      fc.property(principal, fc.option(storeId), (p, store) => {
        const otherStaff = p?.role === 'staff' && store !== null && store !== p.storeId;
        expect(canReach(p, { storeId: store, accountId: null })).toBe(!otherStaff);
      }),
    );
  });

  it('keeps what the order rule said before it was this module (lib/orders/access.ts until #28)', () => {
    const before = (o: { accountId: string | null; storeId: string }, p: ScopePrincipal | null) => {
      if (p?.role === 'admin') return true;
      if (p?.role === 'staff') return p.storeId === o.storeId;
      if (o.accountId) return p?.accountId === o.accountId;
      return true;
    };
    fc.assert(
      fc.property(principal, fc.option(accountId), storeId, (p, a, s) => {
        expect(canReach(p, { accountId: a, storeId: s })).toBe(before({ accountId: a, storeId: s }, p));
      }),
    );
  });

  it('gives a staff member without a store nothing to list', () => {
    expect(reachFilter({ role: 'staff', accountId: 'a1', storeId: null })).toBeNull();
    expect(reachFilter(null)).toBeNull();
    expect(reachFilter({ role: 'customer', accountId: 'a1', storeId: null }, { storeId: 's2' })).toEqual({ accountId: 'a1', storeId: 's2', livemode: true });
  });
});

describe('storeReach', () => {
  it('is the list filter of things no customer owns: admins every store, staff theirs, nobody else', () => {
    fc.assert(
      fc.property(principal, fc.option(storeId), (p, store) => {
        const reach = storeReach(p);
        const listed = reach !== null && (reach.storeId === undefined || reach.storeId === store);
        expect(listed).toBe(canReach(p, { storeId: store }));
      }),
    );
  });
});

describe('the atelier’s reach (docs/atelier.md#role)', () => {
  const providerId = fc.constantFrom('p1', 'p2', 'p3');
  const atelier = fc.record({ role: fc.constant('atelier' as const), accountId, storeId: fc.option(storeId), providerId: fc.option(providerId) });
  /** An order (it names its provider), a guest's order, or something with no provider at all (a cart, an endpoint). */
  const anything: fc.Arbitrary<Owner> = fc.record({
    storeId: fc.option(storeId),
    accountId: fc.oneof(accountId, fc.constant(null), fc.constant(undefined)),
    providerId: fc.oneof(providerId, fc.constant(null), fc.constant(undefined)),
  });
  const listed = (filter: ReturnType<typeof reachFilter>, o: Owner) =>
    filter !== null && Object.entries(filter).every(([key, value]) => value === undefined || (key === 'livemode' ? liveModeOf(o) : o[key as keyof Owner]) === value);

  it('reaches exactly the orders whose provider is its own, whatever their store or customer, a guest’s too', () => {
    fc.assert(
      fc.property(atelier, anything, (p, o) => {
        expect(canReach(p, o)).toBe(p.providerId !== null && o.providerId === p.providerId);
      }),
    );
  });

  it('lists what it reaches, across every store, and a store asked only narrows it', () => {
    fc.assert(
      fc.property(atelier, anything, fc.option(storeId), (p, o, asked) => {
        const filter = reachFilter(p, asked ? { storeId: asked } : {});
        expect(listed(filter, o)).toBe(canReach(p, o) && (!asked || o.storeId === asked));
      }),
    );
  });

  it('has no store reach: claims, webhook endpoints and other back-office things are not its', () => {
    fc.assert(fc.property(atelier, (p) => {
      expect(storeReach(p)).toBeNull();
    }));
  });

  it('an atelier account that lost its provider reaches nothing', () => {
    expect(reachFilter({ role: 'atelier', accountId: 'a1', storeId: null, providerId: null })).toBeNull();
    expect(canReach({ role: 'atelier', accountId: 'a1', storeId: null, providerId: null }, { storeId: 's1', accountId: null, providerId: null })).toBe(false);
  });
});

describe('test mode and live mode (docs/integrators.md#test-mode)', () => {
  const mode = fc.option(fc.boolean(), { nil: undefined });
  const anyone: fc.Arbitrary<ScopePrincipal | null> = fc.option(
    fc.record({ role: fc.constantFrom('customer' as const, 'staff' as const, 'admin' as const), accountId, storeId: fc.option(storeId), livemode: mode }),
  );
  const thing: fc.Arbitrary<Owner> = fc.record({ storeId: fc.option(storeId), accountId: fc.oneof(accountId, fc.constant(null), fc.constant(undefined)), livemode: mode });

  it('never lets a principal of one mode reach a thing of the other, an admin’s every-store key included', () => {
    fc.assert(
      fc.property(anyone, thing, (p, o) => {
        if (liveModeOf(p) !== liveModeOf(o)) expect(canReach(p, o)).toBe(false);
      }),
    );
  });

  it('within one mode, reaches what the mode-less rule reaches', () => {
    fc.assert(
      fc.property(anyone, thing, (p, o) => {
        const strip = <T extends object>(x: T) => ({ ...x, livemode: undefined });
        if (liveModeOf(p) === liveModeOf(o)) expect(canReach(p, o)).toBe(canReach(p && strip(p), strip(o)));
      }),
    );
  });

  it('lists exactly what reads reach, in both modes', () => {
    fc.assert(
      fc.property(anyone, thing.filter((o) => o.accountId !== null), (p, o) => {
        expect(matches(reachFilter(p), o)).toBe(canReach(p, o));
        const stores = storeReach(p);
        if (o.accountId === undefined) expect(stores !== null && (stores.storeId === undefined || stores.storeId === o.storeId) && stores.livemode === liveModeOf(o)).toBe(canReach(p, o));
      }),
    );
  });
});
