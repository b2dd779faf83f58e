import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import * as pricesRoute from '@/app/api/sip/admin/catalogue/prices/route';
import * as versionsRoute from '@/app/api/sip/admin/catalogue/versions/route';
import { parseCsv, UTF8_BOM } from '@/lib/admin/csv';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it publishes price changes, which files beside it would see (tests/helpers/own-database.ts)

const ADMIN = ['admin@reprise.demo', 'demo-admin-reprise'] as const;
const STAFF = ['staff.online@reprise.demo', 'demo-staff-online'] as const;
let admin: Record<string, string>;
beforeAll(async () => {
  admin = await bearer(...ADMIN);
  // The demo sells 399 (sub-service, currency) prices; copies of 60 sub-services take the list past 500.
  await queryRows(sql`
    insert into sub_services (id, service_id, identifier, position, name, description, image_url, kind, price, original_price, lead_time_days, can_be_multiple, attribute_group_id, is_active)
    select id || '-copy', service_id, identifier || '-copy', position + 1000, name, description, image_url, kind, price, original_price, lead_time_days, can_be_multiple, attribute_group_id, is_active
    from sub_services where id not like '%-copy' order by id limit 60 on conflict do nothing`);
});

/** The file as sent, BOM included (Response.text() would drop it). */
const exportCsv = async () => {
  const res = await pricesRoute.GET(new NextRequest('http://localhost/api/sip/admin/catalogue/prices?lang=en', { headers: admin }), { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
};
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const importCsv = (body: string | Uint8Array<ArrayBuffer>, dryRun: boolean) =>
  call(pricesRoute.POST, `/api/sip/admin/catalogue/prices?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'text/csv', 'accept-language': 'en' },
    rawBody: typeof body === 'string' ? bytes(body) : body,
  });
const toCsv = (rows: string[][]) => UTF8_BOM + rows.map((r) => `${r.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`).join('');

describe('price list CSV (admin)', () => {
  it('round trip: export, change 500 prices, the dry run lists exactly those 500, apply, a new export equals the edited file', async () => {
    const original = await exportCsv();
    expect(original.startsWith(UTF8_BOM)).toBe(true);
    const rows = parseCsv(original);
    expect(rows[0]).toEqual(['sub_service_id', 'category', 'atelier', 'sub_service', 'currency', 'price']);
    expect(rows.length - 1).toBeGreaterThanOrEqual(500);
    const edited = rows.map((r) => [...r]);
    const changed = new Map<number, string>();
    // every other data line until 500 are changed (spread over the file), by +1.05
    for (let i = 1; changed.size < 500 && i < edited.length; i += rows.length - 1 >= 1000 ? 2 : 1) {
      const [whole, cents] = edited[i]![5]!.split('.');
      const minor = Number(whole) * 100 + Number(cents) + 105;
      edited[i]![5] = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
      changed.set(i + 1, edited[i]![5]!);
    }
    const file = toCsv(edited);
    const dry = await importCsv(file, true);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.json.errors).toEqual([]);
    expect(dry.json.version).toBeNull();
    expect(dry.json.changes).toHaveLength(500);
    expect(new Set(dry.json.changes.map((c: { line: number }) => c.line))).toEqual(new Set(changed.keys()));
    for (const c of dry.json.changes) expect(c.to - c.from).toBe(105);
    expect(await exportCsv()).toBe(original); // the dry run changed nothing

    const versionsBefore = await call(versionsRoute.GET, '/api/sip/admin/catalogue/versions', { headers: admin });
    const applied = await importCsv(file, false);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.json.version).toBe(versionsBefore.json.current + 1);
    expect(await exportCsv()).toBe(file);
    const versions = await call(versionsRoute.GET, '/api/sip/admin/catalogue/versions', { headers: admin });
    expect(versions.json.versions[0]).toMatchObject({ id: applied.json.version, changeCount: 500, summary: '500 price changes' });
    expect(versions.json.versions[0].publishedBy).toBeTruthy();
  });

  it('refuses a wrong file with line numbers and changes nothing', async () => {
    const original = await exportCsv();
    const rows = parseCsv(original).map((r) => [...r]);
    const currencyOf = (i: number) => rows[i]![4]!;
    rows[2]![5] = '-3.00';
    rows[3]![5] = 'twelve';
    rows[4]![0] = 'no-such-id';
    rows[5]![4] = 'JPY';
    rows[6]![3] = '=HYPERLINK("http://evil")';
    rows[8]![1] = '  +cmd|calc'; // after spaces, which spreadsheets skip
    rows[9]![2] = '@SUM(1)';
    rows[7]![5] = '99.99'; // a good change on a file with errors: not applied either
    const file = toCsv(rows);
    const dry = await importCsv(file, true);
    expect(dry.status).toBe(200);
    expect(dry.json.errors.map((e: { line: number; code: string }) => [e.line, e.code])).toEqual([
      [3, 'negative_price'],
      [4, 'not_a_price'],
      [5, 'unknown_id'],
      [6, 'unknown_currency'],
      [7, 'formula'],
      [9, 'formula'],
      [10, 'formula'],
    ]);
    expect(dry.json.errors[0].message).toContain('negative');
    const applied = await importCsv(file, false);
    expect(applied.status).toBe(422);
    expect(applied.json.code).toBe('validation_failed');
    expect(applied.json.errors[0].path).toBe('Line 3');
    expect(await exportCsv()).toBe(original);
    expect(currencyOf(7)).toMatch(/^[A-Z]{3}$/);
  });

  it('reads UTF-8 with or without the BOM and refuses Latin-1 as a whole, in the admin’s language', async () => {
    const original = await exportCsv();
    const withoutBom = original.slice(1);
    expect((await importCsv(withoutBom, true)).json).toMatchObject({ errors: [], changes: [] });
    const latin1 = new Uint8Array(Buffer.from(withoutBom.replace(/^([^\r]*)\r\n/, '$1\r\n') + 'x,Vêtements,é,é,EUR,1.00\r\n', 'latin1'));
    const refused = await call(pricesRoute.POST, '/api/sip/admin/catalogue/prices?dryRun=true', {
      method: 'POST',
      headers: { ...admin, 'content-type': 'text/csv', 'accept-language': 'fr' },
      rawBody: latin1,
    });
    expect(refused.json.errors).toEqual([expect.objectContaining({ line: 0, code: 'encoding', message: expect.stringContaining('UTF-8') })]);
    expect(refused.json.changes).toEqual([]);
  });

  it('refuses 50,000 data lines before reading them', async () => {
    const header = 'sub_service_id,category,atelier,sub_service,currency,price\r\n';
    const res = await importCsv(header + 'x,a,b,c,EUR,1.00\r\n'.repeat(50_000), true);
    expect(res.json.errors).toEqual([expect.objectContaining({ code: 'too_many_lines' })]);
    // Applied, the same file is 422 and changes nothing, even with real ids and new prices in it.
    const original = await exportCsv();
    const [, first] = parseCsv(original);
    const real = header + `${first![0]},a,b,c,${first![4]},999.99\r\n`.repeat(50_000);
    const applied = await importCsv(real, false);
    expect(applied.status).toBe(422);
    expect(applied.json.errors).toHaveLength(1);
    expect(await exportCsv()).toBe(original);
    const ok = await importCsv(header + 'x,a,b,c,EUR,1.00\r\n'.repeat(3), true);
    expect(ok.json.errors.map((e: { code: string }) => e.code)).toEqual(['unknown_id', 'unknown_id', 'unknown_id']);
  });

  it('only admins: staff are refused, anonymous visitors must sign in', async () => {
    const staff = await bearer(...STAFF);
    expect((await call(pricesRoute.GET, '/api/sip/admin/catalogue/prices', { headers: staff })).status).toBe(404);
    expect((await call(versionsRoute.GET, '/api/sip/admin/catalogue/versions', { headers: staff })).status).toBe(404);
    expect((await call(pricesRoute.GET, '/api/sip/admin/catalogue/prices')).status).toBe(401);
    const [row] = await queryRows<{ n: number }>(sql`select count(*)::int as n from catalogue_versions`);
    expect(row!.n).toBeGreaterThanOrEqual(1);
  });
});
