import { beforeAll, describe, expect, it } from 'vitest';
import * as legalRoute from '@/app/api/sip/admin/stores/[id]/legal/route';
import * as storesRoute from '@/app/api/sip/admin/stores/route';
import * as auditRoute from '@/app/api/sip/admin/audit-log/route';
import type { InvoiceView } from '@/lib/invoices/read';
import type { StoreRecord } from '@/lib/schemas/places';
import type { StoreLegal } from '@/lib/schemas/store-legal';
import { ADMIN, STAFF_ONLINE, bearer, completeOrder, getInvoices, getPdf, placeOrder } from '../helpers/invoices';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';
import { pdfText, plainSpaces } from '../helpers/pdf-text';

await switchToOwnPostgresDatabase(); // it changes the online store's legal entity, which invoices of files beside it print (tests/helpers/own-database.ts)

// docs/back-office.md#legal-entity, docs/invoices.md#mentions (issue #35.4, #29)
let admin: Record<string, string>;
let staff: Record<string, string>;
let online: StoreLegal;
beforeAll(async () => {
  admin = await bearer(...ADMIN);
  staff = await bearer(...STAFF_ONLINE);
  const stores = (await call(storesRoute.GET, '/api/sip/admin/stores', { headers: admin })).json as StoreRecord[];
  for (const store of stores) {
    const legal = await call(legalRoute.GET, `/api/sip/admin/stores/${store.id}/legal`, { params: { id: store.id }, headers: admin });
    if (legal.status === 200 && legal.json.invoiceCode === 'WEB') online = legal.json;
  }
}, 120_000);

const put = (storeId: string, body: unknown, headers: Record<string, string>) =>
  call(legalRoute.PUT, `/api/sip/admin/stores/${storeId}/legal`, { method: 'PUT', body, params: { id: storeId }, headers });
const bodyOf = ({ storeId: _s, printed: _p, version: _v, ...body }: StoreLegal) => body;

describe('a store’s legal entity in the back office', () => {
  it('reads the seeded mentions, structured and as printed', () => {
    expect(online).toMatchObject({
      legalName: 'Reprise France SAS', legalForm: 'SAS', shareCapital: { amount: 50000, currency: 'EUR' }, rcsCity: 'Paris', otherRegister: '',
      companyNumber: 'SIRET 912 345 678 00013', vatNumber: 'FR 40 912345678', invoiceCode: 'WEB', printed: { shareCapital: '50 000 €', registration: 'RCS Paris 912 345 678' },
    });
  });

  it('invoices issued after a change print the new mentions; the invoice issued before keeps its own; audited; a stale version is 412', async () => {
    const before = await placeOrder();
    await completeOrder(before.id, staff);

    const changed = {
      ...bodyOf(online), legalName: 'Reprise Lyon SARL', legalForm: 'SARL', shareCapital: { amount: 120000.5, currency: 'EUR' }, rcsCity: 'Lyon',
      companyNumber: '823 456 789 00017', vatNumber: 'FR 12 823456789', legalAddress: { ...online.legalAddress, address: '3 quai Saint-Antoine', zipCode: '69002', city: 'Lyon' },
    };
    const saved = await put(online.storeId, changed, { ...admin, 'if-match': `"${online.version}"` });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.headers.get('etag')).toBe(`"${online.version + 1}"`);
    expect(saved.json.printed).toEqual({ shareCapital: '120 000,50 €', registration: 'RCS Lyon 823 456 789' });

    // The same version again: someone saved in between → 412, nothing written.
    const stale = await put(online.storeId, { ...changed, legalName: 'Lost edit SAS' }, { ...admin, 'if-match': `"${online.version}"` });
    expect(stale.status).toBe(412);
    expect(stale.json.code).toBe('stale_record');
    expect((await call(legalRoute.GET, `/api/sip/admin/stores/${online.storeId}/legal`, { params: { id: online.storeId }, headers: admin })).json.legalName).toBe('Reprise Lyon SARL');

    const after = await placeOrder();
    await completeOrder(after.id, staff);
    const [newInvoice] = (await getInvoices(after.id, staff)).json as InvoiceView[];
    expect(newInvoice!.document.seller).toMatchObject({
      name: 'Reprise Lyon SARL', legalForm: 'SARL', shareCapital: '120 000,50 €', registration: 'RCS Lyon 823 456 789', companyNumber: '823 456 789 00017', vatNumber: 'FR 12 823456789',
    });
    expect(newInvoice!.document.seller.address).toMatchObject({ city: 'Lyon', zipCode: '69002' });
    const text = plainSpaces((await pdfText((await getPdf(after.id, staff)).bytes)).join('\n'));
    expect(text).toContain('SARL au capital de 120 000,50 €');
    expect(text).toContain('RCS Lyon 823 456 789');

    // Issued before the change: frozen at issue (invoices.body is never updated).
    const [oldInvoice] = (await getInvoices(before.id, staff)).json as InvoiceView[];
    expect(oldInvoice!.document.seller).toMatchObject({ name: 'Reprise France SAS', legalForm: 'SAS', shareCapital: '50 000 €', registration: 'RCS Paris 912 345 678' });
    const oldText = plainSpaces((await pdfText((await getPdf(before.id, staff)).bytes)).join('\n'));
    expect(oldText).toContain('RCS Paris 912 345 678');
    expect(oldText).not.toContain('Lyon');

    const audit = (await call(auditRoute.GET, '/api/sip/admin/audit-log', { headers: admin })).json as { subjectId: string; action: string; detail: { before: Record<string, unknown>; after: Record<string, unknown> } }[];
    const entry = audit.find((e) => e.subjectId === online.storeId && e.action === 'store.legal_changed')!;
    expect(entry.detail.before).toMatchObject({ legalName: 'Reprise France SAS', rcsCity: 'Paris' });
    expect(entry.detail.after).toMatchObject({ legalName: 'Reprise Lyon SARL', rcsCity: 'Lyon', shareCapital: { amount: 120000.5, currency: 'EUR' } });
    online = saved.json;
  });

  it('a French entity without its mentions is 422 on each field, in the admin’s language; the invoice code is fixed once invoices exist', async () => {
    const bad = { ...bodyOf(online), legalForm: '', shareCapital: null, rcsCity: '', otherRegister: '', companyNumber: '1234', vatNumber: 'FR 00 999999999' };
    const fr = await put(online.storeId, bad, { ...admin, 'accept-language': 'fr' });
    expect(fr.status).toBe(422);
    expect(fr.json.code).toBe('validation_failed');
    const paths = (fr.json.errors as { path: string; message: string }[]).map((e) => e.path).sort();
    expect(paths).toEqual(['companyNumber', 'legalForm', 'rcsCity', 'vatNumber']);
    expect(fr.json.errors.find((e: { path: string }) => e.path === 'companyNumber').message).toBe('Saisissez le SIRET (14 chiffres) ou le SIREN (9 chiffres).');
    const de = await put(online.storeId, { ...bodyOf(online), shareCapital: null }, { ...admin, 'accept-language': 'de' });
    expect(de.json.errors).toEqual([{ path: 'shareCapital', message: 'Eine französische Gesellschaft braucht ihr Stammkapital mit Währung.' }]);
    // An individual entrepreneur has no share capital to print.
    const ei = await put(online.storeId, { ...bodyOf(online), legalForm: 'EI', shareCapital: null }, { ...admin, 'if-match': `"${online.version}"` });
    expect(ei.status, ei.text).toBe(200);
    expect(ei.json.printed.shareCapital).toBe('');
    online = ei.json;
    // The schema's own checks: a negative capital, a code of four letters.
    const schema = await put(online.storeId, { ...bodyOf(online), shareCapital: { amount: -5, currency: 'EUR' }, invoiceCode: 'WEBX' }, admin);
    expect(schema.status).toBe(422);
    expect((schema.json.errors as { path: string }[]).map((e) => e.path).sort()).toEqual(['invoiceCode', 'shareCapital.amount']);
    // The online store has issued invoices above: another code would break its series.
    const code = await put(online.storeId, { ...bodyOf(online), invoiceCode: 'WWW' }, { ...admin, 'accept-language': 'en' });
    expect(code.json.errors).toEqual([{ path: 'invoiceCode', message: 'This store has issued invoices: its invoice code can no longer change.' }]);
    // A UK entity: no French rules.
    const uk = await put(online.storeId, { ...bodyOf(online), legalForm: '', shareCapital: null, rcsCity: '', otherRegister: 'Registered in England and Wales', companyNumber: 'Company No. 1', vatNumber: '', legalAddress: { ...online.legalAddress, country: 'GB', zipCode: 'WC2E 9DP', city: 'London' } }, admin);
    expect(uk.status, uk.text).toBe(200);
    expect(uk.json.printed.registration).toBe('Registered in England and Wales');
  });

  it('staff get 404 on the legal entity, as on every back-office route', async () => {
    const read = await call(legalRoute.GET, `/api/sip/admin/stores/${online.storeId}/legal`, { params: { id: online.storeId }, headers: staff });
    const write = await put(online.storeId, bodyOf(online), staff);
    expect([read.status, write.status]).toEqual([404, 404]);
    const unknown = await put('no-such-store', bodyOf(online), admin);
    expect(unknown.status).toBe(404);
  });
});
