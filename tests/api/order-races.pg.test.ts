import { describe, expect, it } from 'vitest';
import { bearer } from '../helpers/booking';
import { getOrder, propose, receivedOrder, servicePair, STAFF_ONLINE, transition, ADMIN } from '../helpers/order-life';

// Real Postgres only: PGlite runs one query at a time and would hide every race.
// Two staff sessions opened the same order at the same version; each sends that version as If-Match.
const ROUNDS = 8;

describe('two staff sessions racing on one order (docs/decisions.md#order-concurrency)', () => {
  it(`transition vs quote: one wins, the other gets 412 with the winner's order, nothing overwritten (${ROUNDS} rounds)`, async () => {
    const { booked, extra } = await servicePair();
    const other = await bearer(...ADMIN);
    const winners = { quote: 0, transition: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, cartItemId, staff } = await receivedOrder({ staff: STAFF_ONLINE });
      const seen = await getOrder(orderId, staff);
      const ifMatch = { 'if-match': seen.headers.get('etag')! };
      const [quote, moved] = await Promise.all([
        propose(orderId, cartItemId, [{ subServiceId: booked.id, quantity: 1 }, { subServiceId: extra.id, quantity: 1 }], other, ifMatch),
        transition(orderId, 'in_repair', staff, ifMatch),
      ]);
      expect([quote.status, moved.status].sort(), `round ${round}: ${quote.text} ${moved.text}`).toEqual(quote.status === 201 ? [201, 412] : [200, 412]);
      const after = (await getOrder(orderId, staff)).json;
      if (quote.status === 201) {
        winners.quote++;
        expect(moved.json).toMatchObject({ code: 'stale_order', order: { status: 'quote_pending', version: seen.json.version + 1 } });
        // The repair did not start on the quote's price without the customer: still waiting, quote unanswered.
        expect(after).toMatchObject({ status: 'quote_pending', version: seen.json.version + 1 });
        expect(after.pricing.baskets.map((b: { isValidated: boolean }) => b.isValidated)).toEqual([true, false]);
      } else {
        winners.transition++;
        expect(quote.json).toMatchObject({ code: 'stale_order', order: { status: 'in_repair' } });
        expect(after).toMatchObject({ status: 'in_repair', version: seen.json.version + 1 });
        expect(after.pricing.baskets).toHaveLength(1);
      }
    }
    expect(winners.quote + winners.transition).toBe(ROUNDS);
  }, 120_000);

  it(`transition vs transition: exactly one applies, the other gets 412 (${ROUNDS} rounds)`, async () => {
    const other = await bearer(...ADMIN);
    for (let round = 0; round < ROUNDS; round++) {
      const { orderId, staff } = await receivedOrder({ staff: STAFF_ONLINE });
      await transition(orderId, 'in_repair', staff);
      await transition(orderId, 'repaired', staff);
      const seen = await getOrder(orderId, staff);
      const ifMatch = { 'if-match': seen.headers.get('etag')! };
      const answers = await Promise.all([transition(orderId, 'returning', staff, ifMatch), transition(orderId, 'returning', other, ifMatch)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 412]);
      const after = (await getOrder(orderId, staff)).json;
      expect(after).toMatchObject({ status: 'returning', version: seen.json.version + 1 });
      expect(after.histories.filter((h: { status: string }) => h.status === 'returning')).toHaveLength(1);
    }
  }, 120_000);
});
