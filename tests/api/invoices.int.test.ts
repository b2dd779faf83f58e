import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import * as paymentsRoute from '@/app/api/sip/orders/[id]/payments/route';
import { ADMIN, STAFF_LONDON, STAFF_ONLINE, STAFF_PARIS, bearer, completeOrder, getInvoices, getPdf, placeOrder, reissue, transition, walkToReady } from '../helpers/invoices';
import { pdfText, plainSpaces } from '../helpers/pdf-text';
import { moneyFormat } from '@/lib/invoices/format';
import type { InvoiceView } from '@/lib/invoices/read';

const year = new Date().getFullYear();

describe('invoices', () => {
  it('completing an order issues its invoice: numbered per store and year, the bonus on its own line, totals and what is due', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const placed = await placeOrder();
    expect((await getInvoices(placed.id, staff)).json).toMatchObject({ code: 'no_invoice' });
    await walkToReady(placed.id, staff);
    const early = await getInvoices(placed.id, staff);
    expect(early.status).toBe(404);
    expect(early.json.code).toBe('no_invoice');
    await transition(placed.id, 'completed', staff);
    const res = await getInvoices(placed.id, staff);
    expect(res.status, res.text).toBe(200);
    const [invoice] = res.json as InvoiceView[];
    expect(res.json).toHaveLength(1);
    expect(invoice!.number).toMatch(new RegExp(`^F-${year}-WEB-\\d{6}$`));
    const doc = invoice!.document;
    expect(doc).toMatchObject({ orderNumber: placed.orderNumber, language: 'fr', currency: 'EUR', paidMinor: 0 });
    expect(doc.seller).toMatchObject({ name: 'Reprise France SAS', vatNumber: 'FR 40 912345678' });
    const service = doc.lines.find((l) => l.kind === 'service')!;
    const bonus = doc.lines.filter((l) => l.kind === 'bonus');
    expect(service).toMatchObject({ quantity: 1, unitMinor: 1400, amountMinor: 1400 });
    expect(bonus).toHaveLength(1);
    expect(bonus[0]).toMatchObject({ amountMinor: -800, bonus: { category: 'textile_seam_lined', priceBeforeMinor: 1400, priceAfterMinor: 600 } });
    expect(bonus[0]!.label).toContain('Bonus Réparation');
    expect(doc.totals.totalMinor).toBe(placed.totalMinor);
    expect(doc.lines.reduce((s, l) => s + l.amountMinor, 0)).toBe(doc.totals.totalMinor);
    expect(doc.totals.bonusMinor).toBe(800);
    // VAT on the price, the eco-organism's bonus included (docs/invoices.md#vat-and-bonus).
    const price = doc.totals.totalMinor + doc.totals.bonusMinor;
    expect(doc.vat).toEqual([{ rateBp: 2000, baseMinor: price - doc.totals.vatMinor, vatMinor: Math.round((price * 2000) / 12000) }]);
    expect(doc.dueMinor).toBe(doc.totals.totalMinor);
    // The guest who holds the order's id sees it too; another store's staff get a 404.
    expect((await getInvoices(placed.id)).status).toBe(200);
    const foreign = await getInvoices(placed.id, await bearer(...STAFF_LONDON));
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe('not_found');
  });

  it('the PDF says the order number, the bonus line and the totals, in the order’s language', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const placed = await placeOrder();
    await completeOrder(placed.id, staff);
    const pdf = await getPdf(placed.id, staff);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(pdf.bytes)).join('\n');
    const money = (minor: number) => plainSpaces(moneyFormat('fr', 'EUR')(minor));
    const [invoice] = (await getInvoices(placed.id, staff)).json as InvoiceView[];
    expect(text).toContain(`Facture ${invoice!.number}`);
    expect(text).toContain(`Commande ${placed.orderNumber}`);
    expect(text).toContain('Bonus Réparation – couture défaite doublée');
    expect(text).toContain(money(-800));
    expect(text).toContain('Total TTC');
    expect(text).toContain(money(invoice!.document.totals.totalMinor));
    expect(text).toContain('Reste à payer');
    expect(text).toContain('Refashion');
    expect((await getPdf(placed.id, await bearer(...STAFF_LONDON))).status).toBe(404);
  });

  it('a recorded payment prints how it was paid, in words (issue #35.1: no raw message key)', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const placed = await placeOrder();
    const paid = await call(paymentsRoute.POST, `/api/sip/orders/${placed.id}/payments`, {
      method: 'POST',
      body: { amount: placed.totalMinor / 100, currency: 'EUR', method: 'cash' },
      params: { id: placed.id },
      headers: staff,
    });
    expect(paid.status, paid.text).toBe(201);
    await completeOrder(placed.id, staff);
    const text = (await pdfText((await getPdf(placed.id, staff)).bytes)).join('\n');
    expect(text).toContain('Paiement reçu (espèces)');
    expect(text).not.toMatch(/Invoices\.|methods\./);
  });

  it('is issued in the seller’s language with the customer’s beside it, and carries the seller’s legal mentions (docs/invoices.md#mentions)', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const placed = await placeOrder({ headers: { 'accept-language': 'en' }, cartBody: { language: 'en' } });
    await completeOrder(placed.id, staff);
    const [invoice] = (await getInvoices(placed.id, staff)).json as InvoiceView[];
    expect(invoice!.document).toMatchObject({ language: 'fr', customerLanguage: 'en' });
    expect(invoice!.document.seller).toMatchObject({ legalForm: 'SAS', shareCapital: '50 000 €', registration: 'RCS Paris 912 345 678' });
    const text = (await pdfText((await getPdf(placed.id, staff)).bytes)).join('\n');
    expect(text).toContain(`Facture / Invoice ${invoice!.number}`);
    expect(text).toContain('SAS au capital de 50 000 €');
    expect(text).toContain('RCS Paris 912 345 678');
    expect(text).toContain('Total TTC / Total incl. VAT');
  });

  it('an issued invoice never changes: a payment correction gives a credit note and a new invoice', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const placed = await placeOrder();
    await completeOrder(placed.id, staff);
    const [first] = (await getInvoices(placed.id, staff)).json as InvoiceView[];
    await expect(queryRows(sql`update invoices set total_minor = 0 where id = ${first!.id}`)).rejects.toThrow();
    await expect(queryRows(sql`delete from invoices where id = ${first!.id}`)).rejects.toThrow();
    // Nothing changed: re-checking issues nothing.
    expect((await reissue(placed.id, staff)).json).toHaveLength(1);
    await queryRows(sql`update orders set is_payed = true where id = ${placed.id}`);
    const after = await reissue(placed.id, staff);
    expect(after.status, after.text).toBe(200);
    const [original, credit, replacement] = after.json as InvoiceView[];
    expect(original).toEqual({ ...first, inForce: false });
    expect(credit).toMatchObject({ kind: 'credit_note', credits: first!.number, inForce: false });
    expect(credit!.number).toMatch(new RegExp(`^A-${year}-WEB-\\d{6}$`));
    expect(credit!.document.totals.totalMinor).toBe(-first!.document.totals.totalMinor);
    expect(replacement).toMatchObject({ kind: 'invoice', inForce: true });
    expect(replacement!.document).toMatchObject({ credits: credit!.number, paidMinor: placed.totalMinor, dueMinor: 0 });
    expect(replacement!.number).not.toBe(first!.number);
    // Customers cannot ask for a correction.
    expect((await reissue(placed.id, {})).status).toBe(401);
  });

  it('warranty orders get a zero invoice only where the store asks for one', async () => {
    const paris = await bearer(...STAFF_PARIS);
    const warranty = { headers: paris, cartBody: { bookingType: 'warranty' } };
    const zero = await placeOrder(warranty);
    await completeOrder(zero.id, paris);
    const [invoice] = (await getInvoices(zero.id, paris)).json as InvoiceView[];
    expect(invoice!.number).toMatch(new RegExp(`^F-${year}-PAR-`));
    expect(invoice!.document).toMatchObject({ warranty: true, totals: { totalMinor: 0, bonusMinor: 0 }, dueMinor: 0 });
    await queryRows(sql`update store_legal set zero_invoice_for_warranty = false where invoice_code = 'PAR'`);
    try {
      const none = await placeOrder(warranty);
      await completeOrder(none.id, paris);
      expect((await getInvoices(none.id, paris)).json.code).toBe('no_invoice');
    } finally {
      await queryRows(sql`update store_legal set zero_invoice_for_warranty = true where invoice_code = 'PAR'`);
    }
  });

  it('a paid order cancelled gets an invoice of what was paid and the credit note that cancels it; an unpaid one gets nothing', async () => {
    const admin = await bearer(...ADMIN);
    const unpaid = await placeOrder();
    expect((await transition(unpaid.id, 'cancelled', {})).status).toBe(200);
    expect((await getInvoices(unpaid.id, admin)).json.code).toBe('no_invoice');
    const paid = await placeOrder();
    await queryRows(sql`update orders set is_payed = true where id = ${paid.id}`);
    expect((await transition(paid.id, 'cancelled', {})).status).toBe(200);
    const list = (await getInvoices(paid.id, admin)).json as InvoiceView[];
    expect(list.map((i) => [i.kind, i.inForce])).toEqual([['invoice', false], ['credit_note', false]]);
    expect(list[1]!.document).toMatchObject({ reason: 'cancelled', dueMinor: -paid.totalMinor });
  });

  it('an order completed after the customer declined the quote (no work done) gets no invoice', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const declined = await placeOrder();
    await walkToReady(declined.id, staff);
    await queryRows(sql`update orders set is_revoked = true, is_revoked_by_customer = true where id = ${declined.id}`);
    expect((await transition(declined.id, 'completed', staff)).status).toBe(200);
    expect((await getInvoices(declined.id, staff)).json.code).toBe('no_invoice');
  });
});
