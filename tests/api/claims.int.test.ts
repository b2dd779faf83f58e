import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as claimsRoute from '@/app/api/sip/claims/route';
import * as csvRoute from '@/app/api/sip/claims/export.csv/route';
import * as zipRoute from '@/app/api/sip/claims/invoices.zip/route';
import { seedId } from '@/db/seed';
import type { InvoiceBody } from '@/db/schema/invoice-json';
import { parseCsv } from '@/lib/admin/csv';
import { CLAIM_CSV_COLUMNS } from '@/lib/invoices/claim-csv';
import type { ClaimReport } from '@/lib/schemas/invoices';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { ADMIN, STAFF_LONDON, STAFF_ONLINE, STAFF_PARIS, bearer, completedOrders, completeOrder, placeOrder, reissue, walkToReady } from '../helpers/invoices';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

// Its own database: the labelled flag is switched off for a moment below.
await switchToOwnPostgresDatabase();

const ATELIER = seedId('provider', 'atelier-montorgueil');
const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());
const report = (headers: Record<string, string>, m = month, provider = ATELIER) =>
  call(claimsRoute.GET, `/api/sip/claims?provider=${provider}&month=${m}`, { headers });
const patch = (headers: Record<string, string>, body: Record<string, unknown>) =>
  call(claimsRoute.PATCH, '/api/sip/claims', { method: 'PATCH', body: { provider: ATELIER, month, ...body }, headers });

/** The bonus lines of the atelier's invoices in force this month, read from the invoices themselves. */
async function expectedLines() {
  const rows = await queryRows<{ number: string; body: InvoiceBody }>(
    sql`select i.number, i.body from invoices i where i.provider_id = ${ATELIER} and i.kind = 'invoice' and not exists (select 1 from invoices c where c.credits_invoice_id = i.id)`,
  );
  return rows.flatMap((r) => r.body.lines.filter((l) => l.kind === 'bonus').map((l) => ({ invoiceNumber: r.number, bonus: -l.amountMinor / 100, repairCategory: l.bonus!.category })));
}

describe('the Bonus Réparation claim file', () => {
  it('lists exactly the bonus lines of the month’s invoices in force; totals are their sum; CSV, ZIP and bulk status agree', async () => {
    const online = await bearer(...STAFF_ONLINE);
    const paris = await bearer(...STAFF_PARIS);
    const admin = await bearer(...ADMIN);
    const done = await completedOrders([
      ['mtg-trousers-restitch-lined-seam', {}, online],
      ['mtg-coat-zip-large', {}, online],
      ['mtg-shirt-small-hole', {}, online],
      ['mtg-coat-zip-large', paris, paris],
    ]);
    // A corrected invoice: its lines leave the file, the new invoice's come in.
    await queryRows(sql`update orders set is_payed = true where id = ${done[1]}`);
    expect((await reissue(done[1]!, online)).status).toBe(200);

    const res = await report(admin);
    expect(res.status, res.text).toBe(200);
    const file = res.json as ClaimReport;
    const expected = await expectedLines();
    expect(expected.length).toBe(3);
    expect(file.lines.map((l) => ({ invoiceNumber: l.invoiceNumber, bonus: l.bonus, repairCategory: l.repairCategory })).sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber))).toEqual(expected.sort((a, b) => a.invoiceNumber.localeCompare(b.invoiceNumber)));
    expect(file.totals).toMatchObject({ count: 3, bonus: 8 + 15 + 15 });
    expect(file.lines.every((l) => l.status === 'to_file' && l.postalCode === '75011' && l.country === 'FR')).toBe(true);
    expect(file.lines.find((l) => l.repairCategory === 'textile_seam_lined')).toMatchObject({ priceBefore: 14, bonus: 8, priceAfter: 6 });
    expect(JSON.stringify(file)).not.toContain('Martin');
    expect(file.warnings).toEqual([]);

    // Staff see their store's lines only; an atelier that does not serve their store is a 404.
    expect(((await report(online)).json as ClaimReport).lines).toHaveLength(2);
    expect(((await report(paris)).json as ClaimReport).lines).toHaveLength(1);
    expect((await report(await bearer(...STAFF_LONDON))).status).toBe(404);

    const csv = await call(csvRoute.GET, `/api/sip/claims/export.csv?provider=${ATELIER}&month=${month}`, { headers: admin });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual([...CLAIM_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows.reduce((s, r) => s + Number(r[header!.indexOf('bonus_amount')]), 0)).toBe(38);

    const zip = await zipRoute.GET(new (await import('next/server')).NextRequest(`http://localhost:3000/api/sip/claims/invoices.zip?provider=${ATELIER}&month=${month}`, { headers: admin }), { params: Promise.resolve({}) });
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    // Every invoice and credit note of the month: 4 completed orders, one corrected (credit note + new invoice).
    expect(Object.keys(files)).toHaveLength(6);
    for (const bytes of Object.values(files)) expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const ids = file.lines.filter((l) => l.storeId !== file.lines.find((x) => x.repairCategory === 'textile_seam_lined')!.storeId).map((l) => l.id);
    // Staff of the online store cannot touch the Paris store's line.
    expect(((await patch(online, { ids, status: 'filed' })).json as { updated: number }).updated).toBe(0);
    const filed = await patch(admin, { ids: file.lines.map((l) => l.id), status: 'filed', note: 'lot 11' });
    expect(filed.status, filed.text).toBe(200);
    expect(filed.json.updated).toBe(3);
    expect((filed.json as ClaimReport).lines.every((l) => l.status === 'filed' && l.note === 'lot 11')).toBe(true);
    expect((filed.json as ClaimReport).totals.byStatus).toMatchObject({ filed: 38, to_file: 0 });
  });

  it('refuses customers (403), strangers (401) and months that are not YYYY-MM (422)', async () => {
    const customer = await bearer('camille@reprise.demo', 'demo-customer-camille');
    const admin = await bearer(...ADMIN);
    expect((await report(customer)).status).toBe(403);
    expect((await patch(customer, { ids: ['x'], status: 'filed' })).status).toBe(403);
    expect((await report({})).status).toBe(401);
    for (const m of ['2026-13', '2026-1', 'nope']) expect((await report(admin, m)).status).toBe(422);
    expect((await patch(admin, { ids: ['x'], status: 'lost' })).status).toBe(422);
    expect((await report(admin, month, 'unknown-atelier')).status).toBe(404);
  });

  it('warns of a bonus with no issued invoice, an invoice whose bonus differs from the order’s pricing, and a bonus on a non-labelled atelier', async () => {
    const online = await bearer(...STAFF_ONLINE);
    const admin = await bearer(...ADMIN);
    const warnings = async () => ((await report(admin)).json as ClaimReport).warnings;
    const codes = async (orderId: string) => (await warnings()).filter((w) => w.orderId === orderId).map((w) => w.code);

    const unbilled = await placeOrder();
    await walkToReady(unbilled.id, online);
    await queryRows(sql`update orders set status = 'completed', is_completed = true where id = ${unbilled.id}`);
    await queryRows(sql`insert into order_histories (id, order_id, status, role) values (${crypto.randomUUID()}, ${unbilled.id}, 'completed', 'staff')`);
    expect(await codes(unbilled.id)).toEqual(['bonus_without_invoice']);

    const repriced = await placeOrder();
    await completeOrder(repriced.id, online);
    expect(await codes(repriced.id)).toEqual([]);
    await queryRows(sql`update order_baskets set cost_to_user = jsonb_set(cost_to_user, '{repairFund}', '5') where order_id = ${repriced.id}`);
    expect((await warnings()).find((w) => w.orderId === repriced.id)).toMatchObject({ code: 'bonus_differs', invoiceBonus: 8, orderBonus: 5 });

    const labelled = await placeOrder();
    await completeOrder(labelled.id, online);
    await queryRows(sql`update providers set repair_fund_labelled = false where id = ${ATELIER}`);
    try {
      expect(await codes(labelled.id)).toEqual(['bonus_not_labelled']);
    } finally {
      await queryRows(sql`update providers set repair_fund_labelled = true where id = ${ATELIER}`);
    }
    expect(await codes(labelled.id)).toEqual([]);
  });
});
