import { afterEach, describe, expect, it, vi } from 'vitest';
import { STAFF_ONLINE, bearer, getInvoices, placeOrder, transition, walkToReady } from '../helpers/invoices';

// docs/invoices.md#numbering: the series' year is the store's local year. An order of the online
// store (Paris) completed on 31 December at 23:30 in Paris (22:30 UTC) and one at 00:30 on
// 1 January in Paris (23:30 UTC on 31 December) fall in 2026's and 2027's series. PGlite only
// (one database per file): the clock is moved, and no other file should see 2027's counters.

afterEach(() => {
  vi.useRealTimers();
});

async function completedAt(at: string): Promise<string> {
  const staff = await bearer(...STAFF_ONLINE);
  const placed = await placeOrder();
  await walkToReady(placed.id, staff);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  const late = await bearer(...STAFF_ONLINE); // a session opened at that moment
  const done = await transition(placed.id, 'completed', late);
  expect(done.status, done.text).toBe(200);
  const invoices = await getInvoices(placed.id, late);
  vi.useRealTimers();
  expect(invoices.status, invoices.text).toBe(200);
  return invoices.json[0].number as string;
}

describe('invoice numbering across the new year', () => {
  it('takes the year in the store’s zone, not in UTC', async () => {
    expect(await completedAt('2026-12-31T22:30:00Z')).toMatch(/^F-2026-WEB-\d{6}$/);
    expect(await completedAt('2026-12-31T23:30:00Z')).toMatch(/^F-2027-WEB-000001$/);
  });
});
