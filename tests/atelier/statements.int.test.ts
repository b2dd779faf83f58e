import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as claimsRoute from '@/app/api/sip/claims/route';
import * as paidRoute from '@/app/api/sip/ateliers/[id]/statement/paid/route';
import * as csvRoute from '@/app/api/sip/ateliers/[id]/statement.csv/route';
import * as pdfRoute from '@/app/api/sip/ateliers/[id]/statement.pdf/route';
import * as statementRoute from '@/app/api/sip/ateliers/[id]/statement/route';
import { parseCsv } from '@/lib/admin/csv';
import { markStatementPaid } from '@/lib/atelier/statements';
import { STATEMENT_CSV_COLUMNS } from '@/lib/atelier/statement-files';
import type { PayoutStatement } from '@/lib/schemas/atelier';
import type { ClaimReport } from '@/lib/schemas/invoices';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { ADMIN, STAFF_ONLINE, STAFF_PARIS, bearer, completedOrders, completeOrder, placeOrder, reissue } from '../helpers/invoices';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { pdfText } from '../helpers/pdf-text';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID, newAtelier } from './helpers';

// Its own database: the month's ledger of the atelier is exactly the orders made here.
await switchToOwnPostgresDatabase();

type Headers = Record<string, string>;
const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());
const read = (headers: Headers, m = month, id = MONTORGUEIL_ID) => call(statementRoute.GET, `/x?month=${m}`, { params: { id }, headers });
const cents = (major: number) => Math.round(major * 100);

async function pdfOf(headers: Headers) {
  const req = new NextRequest(new URL(`/x?month=${month}`, 'http://localhost:3000'), { headers: new Headers({ ...headers, 'accept-language': 'fr' }) });
  const res = await pdfRoute.GET(req, { params: Promise.resolve({ id: MONTORGUEIL_ID }) });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

// docs/atelier.md#payouts
describe('the atelier’s payout statement', () => {
  it('reconciles to the cent with the invoices and the claim file; the atelier reads its own only', { timeout: 180_000 }, async () => {
    const online = await bearer(...STAFF_ONLINE);
    const paris = await bearer(...STAFF_PARIS);
    const admin = await bearer(...ADMIN);
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const done = await completedOrders([
      ['mtg-trousers-restitch-lined-seam', {}, online],
      ['mtg-coat-zip-large', {}, online],
      ['mtg-coat-zip-large', paris, paris],
    ]);
    // A corrected invoice: a credit note and a new invoice, the order's share counted once.
    await queryRows(sql`update orders set is_payed = true where id = ${done[1]}`);
    expect((await reissue(done[1]!, online)).status).toBe(200);

    const res = await read(own);
    expect(res.status, res.text).toBe(200);
    const statement = res.json as PayoutStatement;
    expect(statement).toMatchObject({ provider: { id: MONTORGUEIL_ID }, month, status: 'open', paidAt: null });
    expect(statement.lines).toHaveLength(5);
    expect(statement.lines.filter((l) => l.kind === 'credit_note')).toHaveLength(1);
    expect(JSON.stringify(statement)).not.toContain('Martin'); // no customer's name

    // The invoices, read from the ledger itself: every line is one, and the totals are theirs to the cent.
    const ledger = await queryRows<{ number: string; currency: string; total_minor: number; bonus_minor: number }>(
      sql`select number, currency, total_minor, bonus_minor from invoices where provider_id = ${MONTORGUEIL_ID} order by number`,
    );
    expect(statement.lines.map((l) => l.invoiceNumber).sort()).toEqual(ledger.map((i) => i.number));
    const [eur] = statement.totals;
    expect(statement.totals).toHaveLength(1);
    expect(cents(eur!.invoiced)).toBe(ledger.reduce((s, i) => s + i.total_minor + i.bonus_minor, 0));
    expect(cents(eur!.bonus)).toBe(ledger.reduce((s, i) => s + i.bonus_minor, 0));
    // The share: each order's commission once, whatever the corrections.
    const shares = await queryRows<{ fee: string }>(sql`select (comissions->'serviceProvider'->>'fee') as fee from orders where id in (${sql.join(done.map((d) => sql`${d}`), sql`, `)})`);
    const expectedShare = shares.reduce((s, r) => s + cents(Number(r.fee)), 0);
    expect(expectedShare).toBeGreaterThan(0);
    expect(cents(eur!.atelierShare)).toBe(expectedShare);
    // The Bonus Réparation claim file of the month: the bonus of the invoices in force, to the cent.
    const claims = (await call(claimsRoute.GET, `/api/sip/claims?provider=${MONTORGUEIL_ID}&month=${month}`, { headers: admin })).json as ClaimReport;
    expect(claims.lines.length).toBeGreaterThan(0);
    expect(cents(eur!.bonus)).toBe(cents(claims.totals.bonus));

    // Who reads it: the atelier its own, admins; another atelier and staff 404, customers' absence of role 403.
    expect((await read(admin)).json).toEqual(statement);
    expect((await read((await newAtelier()).headers)).status).toBe(404);
    expect((await read(online)).status).toBe(404);
    expect((await read(own, '2026-13')).status).toBe(422);

    // CSV: the same lines and totals.
    const csv = await call(csvRoute.GET, `/x?month=${month}`, { params: { id: MONTORGUEIL_ID }, headers: own });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const [header, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...STATEMENT_CSV_COLUMNS]);
    expect(rows.filter((r) => r[0] === 'line')).toHaveLength(5);
    const total = rows.find((r) => r[0] === 'total')!;
    expect(cents(Number(total[header!.indexOf('atelier_share')]))).toBe(expectedShare);
    expect(rows.find((r) => r[3] === 'credit_note')![header!.indexOf('atelier_share')]).toMatch(/^-\d+(\.\d{1,2})?$/);
    expect(rows.filter((r) => r[0] === 'line').reduce((s, r) => s + cents(Number(r[header!.indexOf('atelier_share')])), 0)).toBe(expectedShare);
    expect((await call(csvRoute.GET, `/x?month=${month}`, { params: { id: MONTORGUEIL_ID }, headers: paris })).status).toBe(404);

    // PDF: the order numbers and the total share, in French.
    const pdf = await pdfOf(own);
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.bytes)).join('\n');
    expect(text).toContain('relevé de reversement');
    for (const l of statement.lines) expect(text).toContain(l.orderNumber);
    expect(text).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(expectedShare / 100).replace(/[\u00a0\u202f]/g, ' '));
    expect((await pdfOf(online)).status).toBe(404);
  });

  it('admins mark a closed month paid once, audited; the paid statement no longer moves', { timeout: 180_000 }, async () => {
    const admin = await bearer(...ADMIN);
    const own = await bearer(...ATELIER_MONTORGUEIL);
    const online = await bearer(...STAFF_ONLINE);
    const post = (headers: Headers, body: unknown = { month, reference: 'VIR-2026-11' }) => call(paidRoute.POST, '/x', { method: 'POST', body, params: { id: MONTORGUEIL_ID }, headers });
    // The month is not over: nothing to pay yet. The atelier and staff cannot pay.
    expect((await post(admin)).status).toBe(409);
    expect((await post(own)).status).toBe(404);
    expect((await post(online)).status).toBe(404);

    const before = (await read(own)).json as PayoutStatement;
    const [adminRow] = await queryRows<{ id: string }>(sql`select id from accounts where email = ${ADMIN[0]}`);
    const afterMonth = new Date(Date.now() + 40 * 86_400_000);
    const paid = await markStatementPaid({ accountId: adminRow!.id, role: 'admin' } as never, MONTORGUEIL_ID, { month, reference: 'VIR-2026-11' }, afterMonth);
    expect(paid).toMatchObject({ status: 'paid', reference: 'VIR-2026-11', totals: before.totals });
    await expect(markStatementPaid({ accountId: adminRow!.id, role: 'admin' } as never, MONTORGUEIL_ID, { month, reference: '' }, afterMonth)).rejects.toMatchObject({ code: 'conflict' });
    const audit = await queryRows<{ action: string; subject_id: string; summary: string }>(sql`select action, subject_id, summary from audit_log where action = 'payout_statement.paid'`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subject_id: MONTORGUEIL_ID });
    expect(audit[0]!.summary).toContain(month);

    // A credit note issued after payment does not rewrite the paid month.
    const placed = await placeOrder({ identifier: 'mtg-shirt-small-hole' });
    await completeOrder(placed.id, online);
    const now = (await read(own)).json as PayoutStatement;
    expect(now.status).toBe('paid');
    expect(now.lines).toEqual(before.lines);
    expect(now.paidAt).toBe(afterMonth.toISOString());
  });
});
