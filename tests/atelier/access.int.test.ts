import { describe, expect, it } from 'vitest';
import * as meRoute from '@/app/api/sip/auth/me/route';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { contracts } from '@/lib/contracts';
import { ATELIER_SHARED_ENDPOINTS, atelierMayCall } from '@/lib/auth/atelier';
import type { Endpoint } from '@/lib/http/handler';
import { call } from '../helpers/http';
import { bearer } from '../helpers/booking';
import { getOrder, placeOrder, propose, servicePair, STAFF_ONLINE, transition } from '../helpers/order-life';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID, newAtelier } from './helpers';

type Headers = Record<string, string>;

/** The route file of a contract: its path with `{x}` as `[x]`. */
async function endpointOf(path: string, method: string): Promise<Endpoint> {
  const file = `@/app${path.replace(/\{([^}]+)\}/g, '[$1]')}/route`;
  const route = (await import(/* @vite-ignore */ file)) as Record<string, Endpoint>;
  return route[method.toUpperCase()]!;
}

/**
 * The atelier's column of the access table (docs/atelier.md#role), for every endpoint: what the
 * demo atelier gets on an order of its own provider (`own`) and what another atelier gets on
 * that same order (`foreign`). Public and sign-in endpoints read no account: they answer an
 * atelier as anyone. Every other endpoint outside the atelier's list answers 404, even on its
 * own order. A new endpoint fails here until its atelier cell is decided.
 */
const SHARED: Record<string, { own: number; foreign: number }> = {
  me: { own: 200, foreign: 200 },
  updateProfile: { own: 200, foreign: 200 },
  revokeOtherSessions: { own: 200, foreign: 200 },
  listOrders: { own: 200, foreign: 200 },
  getOrder: { own: 200, foreign: 404 },
  transitionOrder: { own: 200, foreign: 404 },
  proposeQuote: { own: 201, foreign: 404 },
  // Photos without a cart are the account's own (tests/atelier/photos.int.test.ts); a JSON body is no upload, for either.
  uploadPhotos: { own: 415, foreign: 415 },
  addProviderUploads: { own: 422, foreign: 404 },
  // The thread (tests/atelier/messages.int.test.ts): an empty message is 422 on its own order, 404 on another's.
  postOrderComment: { own: 422, foreign: 404 },
  // Its bench settings: the path's id here is an order's, no provider's, so 404 for both, before the body is read (own/foreign in tests/atelier/capacity.int.test.ts).
  getAtelierCapacity: { own: 404, foreign: 404 },
  putAtelierCapacity: { own: 404, foreign: 404 },
  // Its queue as JSON: the path's id is an order's here too, so 404 for both (own/foreign, staff in tests/atelier/queue-api.int.test.ts).
  getAtelierQueue: { own: 404, foreign: 404 },
  // Its payout statements: the month is required, hence 422 here (own/foreign, staff 404 in tests/atelier/statements.int.test.ts).
  getPayoutStatement: { own: 422, foreign: 422 },
  exportPayoutStatement: { own: 422, foreign: 422 },
  getPayoutStatementPdf: { own: 422, foreign: 422 },
  logout: { own: 204, foreign: 204 },
  // Its own figures (the period is required, hence 422 here; scope in tests/api/dashboard.int.test.ts).
  dashboard: { own: 422, foreign: 422 },
  // Its own weekly summary e-mail (tests/api/weekly-summary.int.test.ts): the body is required, hence 422 here.
  setWeeklySummary: { own: 422, foreign: 422 },
  // The customer's signature when the atelier receives a store drop-off (tests/atelier/signature.int.test.ts): no image here, 422 on its own order, 404 on another's.
  signOrder: { own: 422, foreign: 404 },
};

describe('the atelier role across every endpoint', () => {
  it('answers 404 outside its list, and its own list on its orders only', { timeout: 180_000 }, async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const foreign = (await newAtelier()).headers;
    const staff = await bearer(...STAFF_ONLINE);
    const { booked, extra } = await servicePair();
    const seen: Record<string, { own: number; foreign: number }> = {};
    const expected: Record<string, { own: number; foreign: number }> = {};

    for (const contract of contracts) {
      const { operationId, auth } = contract;
      if (auth === 'public' || auth === 'sign-in') continue;
      const endpoint = await endpointOf(contract.path, contract.method);
      // A fresh order per endpoint, at the step the atelier's action needs (received, for a transition or a quote).
      const placed = await placeOrder();
      if (operationId === 'transitionOrder' || operationId === 'proposeQuote') {
        for (const to of ['in_transit']) expect((await transition(placed.orderId, to, staff)).status).toBe(200);
      }
      if (operationId === 'proposeQuote') expect((await transition(placed.orderId, 'received', staff)).status).toBe(200);
      const body: unknown =
        operationId === 'transitionOrder'
          ? { to: 'received' }
          : operationId === 'proposeQuote'
            ? { items: [{ itemId: placed.cartItemId, subServices: [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }] }], note: 'Lining torn too.' }
            : operationId === 'updateProfile'
              ? { phone: '+33612345678' }
              : {};
      const params = Object.fromEntries([...contract.path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => [name!, name === 'id' ? placed.orderId : 'x']));
      const ask = async (headers: Headers) => {
        const init = { method: contract.method.toUpperCase(), params, headers, ...(contract.method === 'get' ? {} : { body }), checkContract: false as const };
        return call(endpoint, contract.path, init);
      };
      // The foreign atelier first: its refusal must change nothing the own atelier then does.
      // Signing out ends the session: a throwaway one of each side.
      const fromForeign = await ask(operationId === 'logout' ? (await newAtelier()).headers : foreign);
      const fromOwn = await ask(operationId === 'logout' ? (await newAtelier('atelier-montorgueil')).headers : own);
      seen[operationId] = { own: fromOwn.status, foreign: fromForeign.status };
      expected[operationId] = atelierMayCall(contract) ? SHARED[operationId]! : { own: 404, foreign: 404 };
      if (fromOwn.status === 404) expect(fromOwn.json?.code, operationId).toBe('not_found');
      if (fromForeign.status === 404) expect(fromForeign.json?.code, operationId).toBe('not_found');
    }
    expect(seen).toEqual(expected);
    // The table names exactly what the atelier may call: its shared endpoints and those whose role list names it.
    const allowed = contracts.filter((c) => c.auth !== 'public' && c.auth !== 'sign-in' && atelierMayCall(c)).map((c) => c.operationId).sort();
    expect(allowed).toEqual(Object.keys(SHARED).sort());
    expect([...ATELIER_SHARED_ENDPOINTS].every((id) => id in SHARED)).toBe(true);
  });

  it('lists its provider’s orders from every store, a guest’s included, and no other', async () => {
    const mine = await placeOrder();
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const me = await call(meRoute.GET, '/api/sip/auth/me', { headers: own });
    expect(me.json.account).toMatchObject({ role: 'atelier', providerId: MONTORGUEIL_ID, storeId: null });
    const listed = await call(ordersRoute.GET, '/api/sip/orders?limit=100', { headers: own });
    expect(listed.status).toBe(200);
    const rows = listed.json as { id: string; provider: { id: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((o) => o.provider.id === MONTORGUEIL_ID)).toBe(true);
    expect(rows.map((o) => o.id)).toContain(mine.orderId);
    const other = await newAtelier();
    const otherList = await call(ordersRoute.GET, '/api/sip/orders?limit=100', { headers: other.headers });
    expect(otherList.status).toBe(200);
    expect((otherList.json as { id: string }[]).map((o) => o.id)).not.toContain(mine.orderId);
    // Reading it by id: the guest order's id is no right for an atelier that is not its own.
    expect((await getOrder(mine.orderId, other.headers)).status).toBe(404);
    expect((await getOrder(mine.orderId, own)).status).toBe(200);
  });

  it('moves only its steps: not the store’s dispatch, nor completion', async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const staff = await bearer(...STAFF_ONLINE);
    const { orderId } = await placeOrder();
    expect((await transition(orderId, 'in_transit', own)).status).toBe(409);
    expect((await transition(orderId, 'in_transit', staff)).status).toBe(200);
    for (const to of ['received', 'in_repair', 'repaired']) expect((await transition(orderId, to, own)).status, to).toBe(200);
    expect((await transition(orderId, 'returning', own)).status).toBe(409);
    const read = await getOrder(orderId, own);
    expect((read.json.histories as { status: string; role: string }[]).filter((h) => h.role === 'atelier').map((h) => h.status)).toEqual(['received', 'in_repair', 'repaired']);
  });

  it('proposes a revised quote on its order through the consent flow; never answers it', async () => {
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const staff = await bearer(...STAFF_ONLINE);
    const { orderId, cartItemId } = await placeOrder();
    for (const to of ['in_transit']) await transition(orderId, to, staff);
    expect((await transition(orderId, 'received', own)).status).toBe(200);
    const { booked, extra } = await servicePair();
    const quoted = await propose(orderId, cartItemId, [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }], own);
    expect(quoted.status, quoted.text).toBe(201);
    expect(quoted.json.status).toBe('quote_pending');
    expect((await transition(orderId, 'in_repair', own)).status).toBe(409);
  });
});
