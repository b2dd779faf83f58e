import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as payeesRoute from '@/app/api/sip/admin/payees/route';
import * as paidRoute from '@/app/api/sip/admin/payees/[id]/statement/paid/route';
import * as csvRoute from '@/app/api/sip/admin/payees/[id]/statement.csv/route';
import * as pdfRoute from '@/app/api/sip/admin/payees/[id]/statement.pdf/route';
import * as statementRoute from '@/app/api/sip/admin/payees/[id]/statement/route';
import * as storePayeesRoute from '@/app/api/sip/admin/stores/[id]/payees/route';
import { parseCsv } from '@/lib/admin/csv';
import { statementCsvColumns } from '@/lib/atelier/statement-files';
import { markPayeeStatementPaid, payoutStatement } from '@/lib/atelier/statements';
import type { Payee, PayeeStatement, Payees } from '@/lib/schemas/atelier';
import { newCustomer } from '../helpers/accounts';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { ADMIN, STAFF_ONLINE, STAFF_PARIS, bearer, completedOrders, completeOrder, placeOrder, reissue } from '../helpers/invoices';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { pdfText } from '../helpers/pdf-text';
import { ATELIER_MONTORGUEIL, MONTORGUEIL_ID } from './helpers';

// Its own database: a payee's month is exactly the orders made here.
await switchToOwnPostgresDatabase();

type Headers = Record<string, string>;
const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(new Date());
const cents = (major: number) => Math.round(major * 100);
const read = (headers: Headers, id: string, m = month) => call(statementRoute.GET, `/x?month=${m}`, { params: { id }, headers });
const create = (headers: Headers, body: Record<string, unknown>) => call(payeesRoute.POST, '/api/sip/admin/payees', { method: 'POST', body, headers });
const name = (headers: Headers, storeId: string, body: { operator: string | null; partner: string | null }) =>
  call(storePayeesRoute.PUT, `/api/sip/admin/stores/${storeId}/payees`, { method: 'PUT', body, params: { id: storeId }, headers });

async function storeIdOf(orderId: string) {
  const [row] = await queryRows<{ store_id: string }>(sql`select store_id from orders where id = ${orderId}`);
  return row!.store_id;
}

/** Σ of one fee of the orders' commission split, in cents: what a payee is owed for them. */
async function feeCents(orderIds: string[], fee: 'operator' | 'partner') {
  const rows = await queryRows<{ fee: string }>(sql`select (comissions->${fee}->>'fee') as fee from orders where id in (${sql.join(orderIds.map((d) => sql`${d}`), sql`, `)})`);
  return rows.reduce((s, r) => s + cents(Number(r.fee)), 0);
}

/** The invoices and credit notes of these orders, as the ledger holds them. */
async function invoicesOf(orderIds: string[]) {
  return queryRows<{ number: string; total_minor: number; bonus_minor: number }>(
    sql`select number, total_minor, bonus_minor from invoices where order_id in (${sql.join(orderIds.map((d) => sql`${d}`), sql`, `)}) order by number`,
  );
}

// docs/atelier.md#payee-statements
describe('operators’ and partners’ payout statements', () => {
  it('pay each order’s fee to the payee its store named at booking, reconciled to the cent with the invoices', { timeout: 240_000 }, async () => {
    const admin = await bearer(...ADMIN);
    const online = await bearer(...STAFF_ONLINE);
    const paris = await bearer(...STAFF_PARIS);
    const atelier = await bearer(...ATELIER_MONTORGUEIL);
    const customer = (await newCustomer()).headers;

    // Before any payee is named: this order's operator fee is nobody's statement.
    const [unnamed] = await completedOrders([['mtg-coat-zip-large', {}, online]]);
    const onlineStore = await storeIdOf(unnamed!);

    // Payees: admins only (staff and the atelier 404, a customer 403); a name once per role.
    const opA = await create(admin, { role: 'operator', name: 'Opérateur Nord', email: 'compta@nord.example' });
    expect(opA.status, opA.text).toBe(201);
    const a = opA.json as Payee;
    const b = (await create(admin, { role: 'operator', name: 'Opérateur Sud' })).json as Payee;
    const p = (await create(admin, { role: 'partner', name: 'Coursiers Express' })).json as Payee;
    expect((await create(admin, { role: 'operator', name: 'Opérateur Nord' })).status).toBe(422);
    expect((await create(admin, { role: 'partner', name: 'Opérateur Nord' })).status).toBe(201); // another role, another payee
    expect((await create(online, { role: 'operator', name: 'X' })).status).toBe(404);
    expect((await create(atelier, { role: 'operator', name: 'X' })).status).toBe(404);
    expect((await create(customer, { role: 'operator', name: 'X' })).status).toBe(403);

    // The online store names A and P; a partner where an operator is asked, or an unknown id, is 422 on its field.
    expect((await name(admin, onlineStore, { operator: p.id, partner: null })).json?.errors?.[0]?.path).toBe('operator');
    expect((await name(admin, onlineStore, { operator: 'nope', partner: null })).status).toBe(422);
    expect((await name(online, onlineStore, { operator: a.id, partner: p.id })).status).toBe(404);
    expect((await name(admin, 'no-such-store', { operator: a.id, partner: p.id })).status).toBe(404);
    const named = await name(admin, onlineStore, { operator: a.id, partner: p.id });
    expect(named.status, named.text).toBe(200);
    expect((named.json as Payees).stores.find((s) => s.id === onlineStore)).toMatchObject({ operator: a.id, partner: p.id });

    // Orders booked under A and P: two online (one corrected: credit note + new invoice), one at Paris once Paris names A too.
    const onlineOrders = await completedOrders([
      ['mtg-trousers-restitch-lined-seam', {}, online],
      ['mtg-coat-zip-large', {}, online],
    ]);
    await queryRows(sql`update orders set is_payed = true where id = ${onlineOrders[1]}`);
    expect((await reissue(onlineOrders[1]!, online)).status).toBe(200);
    const parisPlaced = await placeOrder({ identifier: 'mtg-coat-zip-large', headers: paris });
    const parisStore = await storeIdOf(parisPlaced.id);
    expect(parisStore).not.toBe(onlineStore);
    expect((await name(admin, parisStore, { operator: a.id, partner: null })).status).toBe(200);
    await completeOrder(parisPlaced.id, paris); // booked before Paris named A: not A's
    const [parisOrder] = await completedOrders([['mtg-coat-zip-large', paris, paris]]);

    // The online store now names B: orders booked before keep A, the next one is B's.
    expect((await name(admin, onlineStore, { operator: b.id, partner: p.id })).status).toBe(200);
    const [underB] = await completedOrders([['mtg-trousers-restitch-lined-seam', {}, online]]);
    // A credit note issued now for an order booked under A is still A's (it takes A's share back).
    await queryRows(sql`update orders set is_payed = true where id = ${onlineOrders[0]}`);
    expect((await reissue(onlineOrders[0]!, online)).status).toBe(200);

    const aOrders = [...onlineOrders, parisOrder!];
    const res = await read(admin, a.id);
    expect(res.status, res.text).toBe(200);
    const sa = res.json as PayeeStatement;
    expect(sa).toMatchObject({ payee: { id: a.id, role: 'operator', name: 'Opérateur Nord', email: 'compta@nord.example' }, month, status: 'open', paidAt: null });
    // Every line is an invoice of A's orders, and each of their invoices is a line.
    const aInvoices = await invoicesOf(aOrders);
    expect(sa.lines.map((l) => l.invoiceNumber).sort()).toEqual(aInvoices.map((i) => i.number));
    expect(sa.lines.filter((l) => l.kind === 'credit_note')).toHaveLength(2);
    expect(new Set(sa.lines.map((l) => l.orderId))).toEqual(new Set(aOrders));
    const [eur] = sa.totals;
    expect(sa.totals).toHaveLength(1);
    expect(cents(eur!.invoiced)).toBe(aInvoices.reduce((s, i) => s + i.total_minor + i.bonus_minor, 0));
    expect(cents(eur!.bonus)).toBe(aInvoices.reduce((s, i) => s + i.bonus_minor, 0));
    // The share: each order's operator fee once, corrections included, to the cent.
    const aOwed = await feeCents(aOrders, 'operator');
    expect(aOwed).toBeGreaterThan(0);
    expect(cents(eur!.share)).toBe(aOwed);
    expect(sa.lines.reduce((s, l) => s + cents(l.share), 0)).toBe(aOwed);

    // B: only the order booked after it was named; P: the online orders' partner fee (the delivery), under A and B alike.
    const sb = (await read(admin, b.id)).json as PayeeStatement;
    expect(new Set(sb.lines.map((l) => l.orderId))).toEqual(new Set([underB]));
    expect(cents(sb.totals[0]!.share)).toBe(await feeCents([underB!], 'operator'));
    const sp = (await read(admin, p.id)).json as PayeeStatement;
    expect(new Set(sp.lines.map((l) => l.orderId))).toEqual(new Set([...onlineOrders, underB]));
    expect(cents(sp.totals[0]?.share ?? 0)).toBe(await feeCents([...onlineOrders, underB!], 'partner'));
    // Nobody is paid the fee of orders booked before their store named a payee.
    for (const s of [sa, sb, sp]) expect(s.lines.map((l) => l.orderId)).not.toContain(unnamed);
    for (const s of [sa, sb, sp]) expect(s.lines.map((l) => l.orderId)).not.toContain(parisPlaced.id);

    // Who reads it: admins only; staff and the atelier 404, a customer 403; an unknown payee 404; a bad month 422.
    expect((await read(online, a.id)).status).toBe(404);
    expect((await read(atelier, a.id)).status).toBe(404);
    expect((await read(customer, a.id)).status).toBe(403);
    expect((await read(admin, 'no-such-payee')).status).toBe(404);
    expect((await read(admin, a.id, '2026-13')).status).toBe(422);

    // CSV: the atelier's writer, the share column named after the role; the same lines and totals.
    const csv = await call(csvRoute.GET, `/x?month=${month}`, { params: { id: a.id }, headers: admin });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv(csv.text.replace(/^\uFEFF/, ''));
    expect(header).toEqual([...statementCsvColumns('operator')]);
    const shareAt = header!.indexOf('operator_share');
    expect(rows.filter((r) => r[0] === 'line')).toHaveLength(sa.lines.length);
    expect(cents(Number(rows.find((r) => r[0] === 'total')![shareAt]))).toBe(aOwed);
    expect(rows.filter((r) => r[0] === 'line').reduce((s, r) => s + cents(Number(r[shareAt])), 0)).toBe(aOwed);
    expect((await call(csvRoute.GET, `/x?month=${month}`, { params: { id: a.id }, headers: online })).status).toBe(404);

    // PDF: the payee's name, the order numbers and the total share, in French.
    const req = new NextRequest(new URL(`/x?month=${month}`, 'http://localhost:3000'), { headers: new Headers({ ...admin, 'accept-language': 'fr' }) });
    const pdf = await pdfRoute.GET(req, { params: Promise.resolve({ id: a.id }) });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Opérateur Nord');
    expect(text).toContain('dont la commission d'); // the payee's rule, not the atelier's
    expect(text).not.toContain('de vos commandes');
    for (const l of sa.lines) expect(text).toContain(l.orderNumber);
    expect(text).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(aOwed / 100).replace(/[\u00a0\u202f]/g, ' '));
  });

  it('admins mark a payee’s closed month paid once, audited, apart from the atelier’s', { timeout: 180_000 }, async () => {
    const admin = await bearer(...ADMIN);
    const online = await bearer(...STAFF_ONLINE);
    const payees = (await call(payeesRoute.GET, '/api/sip/admin/payees', { headers: admin })).json as Payees;
    const a = payees.payees.find((p) => p.name === 'Opérateur Nord' && p.role === 'operator')!;
    const post = (headers: Headers) => call(paidRoute.POST, '/x', { method: 'POST', body: { month, reference: 'VIR-OP-1' }, params: { id: a.id }, headers });
    expect((await post(admin)).status).toBe(409); // the month is not over
    expect((await post(online)).status).toBe(404);

    const before = (await read(admin, a.id)).json as PayeeStatement;
    expect(before.lines.length).toBeGreaterThan(0);
    const [adminRow] = await queryRows<{ id: string }>(sql`select id from accounts where email = ${ADMIN[0]}`);
    const principal = { accountId: adminRow!.id, role: 'admin' } as never;
    const afterMonth = new Date(Date.now() + 40 * 86_400_000);
    const paid = await markPayeeStatementPaid(principal, a.id, { month, reference: 'VIR-OP-1' }, afterMonth);
    expect(paid).toMatchObject({ status: 'paid', reference: 'VIR-OP-1', lines: before.lines, totals: before.totals });
    await expect(markPayeeStatementPaid(principal, a.id, { month, reference: '' }, afterMonth)).rejects.toMatchObject({ code: 'conflict' });
    const audit = await queryRows<{ subject_type: string; subject_id: string; summary: string }>(sql`select subject_type, subject_id, summary from audit_log where action = 'payout_statement.paid'`);
    expect(audit).toEqual([expect.objectContaining({ subject_type: 'payee', subject_id: a.id })]);
    expect(audit[0]!.summary).toContain(month);
    // The atelier's statement of the same month is its own: still due, not paid.
    expect((await payoutStatement(principal, MONTORGUEIL_ID, month, afterMonth)).status).toBe('due');

    // An order booked under A and invoiced after payment does not rewrite the paid month.
    const placed = await placeOrder({ identifier: 'mtg-shirt-small-hole', headers: await bearer(...STAFF_PARIS) });
    await completeOrder(placed.id, await bearer(...STAFF_PARIS));
    const now = (await read(admin, a.id)).json as PayeeStatement;
    expect(now).toMatchObject({ status: 'paid', lines: before.lines, paidAt: afterMonth.toISOString() });
  });
});
