import { describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema } from '@/lib/schemas/admin';
import { bearer } from '../helpers/booking';
import { editContact, getAdminOrder, inStoreOrder } from '../helpers/counter';
import { transition } from '../helpers/order-life';

// Real Postgres only: PGlite runs one query at a time and would hide every race.
// Two staff sessions read the order at one version and both change it with that If-Match.
const ROUNDS = 6;

describe('contact edits racing (docs/counter.md#contact-edits, docs/decisions.md#order-concurrency)', () => {
  it(`edit vs edit: one applies, the other gets 412 with the winner's details; one history entry (${ROUNDS} rounds)`, async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    for (let round = 0; round < ROUNDS; round++) {
      const placed = (await inStoreOrder(paris)).json;
      const ifMatch = `"${placed.version}"`;
      const answers = await Promise.all([editContact(placed.id, paris, { phone: '+33711111111' }, ifMatch), editContact(placed.id, admin, { phone: '+33722222222' }, ifMatch)]);
      expect(answers.map((a) => a.status).sort(), answers.map((a) => a.text).join(' ')).toEqual([200, 412]);
      const won = answers.find((a) => a.status === 200)!;
      const lost = answers.find((a) => a.status === 412)!;
      expect(lost.json.order.customer.phone).toBe(won.json.customer.phone);
      const detail = AdminOrderDetailSchema.parse((await getAdminOrder(placed.id, paris)).json);
      expect(detail.order.customer.phone).toBe(won.json.customer.phone);
      expect(detail.contactChanges).toHaveLength(1);
      expect(detail.order.version).toBe(placed.version + 1);
    }
  }, 120_000);

  it(`edit vs transition: exactly one applies, nothing of the other is written (${ROUNDS} rounds)`, async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    for (let round = 0; round < ROUNDS; round++) {
      const placed = (await inStoreOrder(paris)).json;
      const ifMatch = `"${placed.version}"`;
      const [edited, moved] = await Promise.all([editContact(placed.id, paris, { phone: '+33733333333' }, ifMatch), transition(placed.id, 'in_transit', admin, { 'if-match': ifMatch })]);
      expect([edited.status, moved.status].sort()).toEqual([200, 412]);
      const detail = AdminOrderDetailSchema.parse((await getAdminOrder(placed.id, paris)).json);
      if (edited.status === 200) {
        expect(detail.order).toMatchObject({ status: 'booked', customer: { phone: '+33733333333' } });
        expect(detail.contactChanges).toHaveLength(1);
      } else {
        expect(detail.order).toMatchObject({ status: 'in_transit', customer: { phone: placed.customer.phone } });
        expect(detail.contactChanges).toHaveLength(0);
      }
    }
  }, 120_000);
});
