/**
 * The catalogue import (docs/back-office.md#catalogue-import) with the demo's own files: the
 * database they make is the one the TypeScript demo modules made before (#29 item 6), importing
 * them again changes nothing, and a bad file is refused with its name, line and path, nothing changed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { DEMO_CATALOGUE_FOLDER, seedDemo } from '@/db/seed';
import { catalogueFilesIn, importCatalogue, type CatalogueFile } from '@/lib/catalogue/import';
import { DomainError } from '@/lib/errors';
import * as importRoute from '@/app/api/sip/admin/catalogue/import/route';
import { bearer } from '../helpers/booking';
import { catalogueDigest, type CatalogueDigest } from '../helpers/catalogue-dump';
import { call } from '../helpers/http';
import { queryRows } from '../helpers/db';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // it digests every catalogue table, which files beside it change

/**
 * The catalogue tables as main's seed left them, from the TypeScript modules, taken before they
 * were turned into db/seed/demo. A deliberate change of the demo data changes it: regenerate it
 * with `catalogueDigest()` (tests/helpers/catalogue-dump.ts) on a freshly seeded database.
 */
const FIXTURE = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/demo-catalogue.digest.json'), 'utf8')) as CatalogueDigest;

const demoFiles = () => catalogueFilesIn(DEMO_CATALOGUE_FOLDER);
const text = (name: string) => readFileSync(path.join(DEMO_CATALOGUE_FOLDER, name), 'utf8');
/** The demo's files with one of them replaced. */
const withFile = (name: string, content: string | Uint8Array): CatalogueFile[] => demoFiles().map((f) => (f.name === name ? { name, content } : f));

/** The demo accounts as stored (a password hash made again would differ: a new salt). */
const demoAccounts = () => queryRows(sql`select email, password_hash, role, store_id, provider_id, disabled_at from accounts where email like '%@reprise.demo' order by email`);

async function refusal(files: CatalogueFile[]): Promise<{ path: string; message: string }[]> {
  const error = await importCatalogue(await getDb(), files).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect((error as DomainError).code).toBe('validation_failed');
  return (error as DomainError).errors!;
}

let seeded: CatalogueDigest;
beforeAll(async () => {
  await getDb(); // the first open seeds the demo from db/seed/demo
  seeded = await catalogueDigest();
});

describe('the demo catalogue from its files', () => {
  it('makes the database the TypeScript modules made, table for table, row for row', () => {
    expect(seeded).toEqual(FIXTURE);
    expect(seeded.sub_services.rows).toBeGreaterThan(100);
  });

  it('npm run db:seed again changes nothing: catalogue, store entities, demo accounts', async () => {
    const accounts = await demoAccounts();
    expect(accounts.length).toBe(7);
    const versions = await queryRows(sql`select count(*)::int as n from catalogue_versions`);
    await (await getDb()).transaction((tx) => seedDemo(tx)); // what db/cli.ts seed runs
    expect(await catalogueDigest()).toEqual(seeded);
    expect(await demoAccounts()).toEqual(accounts);
    expect(await queryRows(sql`select count(*)::int as n from catalogue_versions`)).toEqual(versions);
  });
});

describe('a bad file is refused whole, with its name, line and path, and nothing changes', () => {
  it('not JSON: the line of the syntax error', async () => {
    const broken = text('offers.json').replace('"amountEur": 700', '"amountEur": 700,,');
    const errors = await refusal(withFile('offers.json', broken));
    const line = broken.split('\n').findIndex((l) => l.includes('700,,')) + 1;
    expect(errors).toEqual([{ path: `offers.json:${line} $`, message: expect.stringMatching(/^Not valid JSON: /) }]);
  });

  it('a field its schema refuses: the path and the line it is on', async () => {
    const services = JSON.parse(text('services.json')) as { subServices: { price: Record<string, number>; leadTimeDays: number }[] }[];
    services[0]!.subServices[1]!.price.EUR = -100;
    services[4]!.subServices[0]!.leadTimeDays = 2.5;
    const content = JSON.stringify(services, null, 2);
    const errors = await refusal(withFile('services.json', content));
    const lineOf = (needle: string, from = 0) => content.slice(0, content.indexOf(needle, from)).split('\n').length;
    expect(errors.map((e) => e.path)).toEqual([`services.json:${lineOf('"EUR": -100')} $[0].subServices[1].price.EUR`, `services.json:${lineOf('"leadTimeDays": 2.5')} $[4].subServices[0].leadTimeDays`]);
  });

  it('a misspelt field, a missing translation', async () => {
    const groups = JSON.parse(text('attribute-groups.json')) as { name: Record<string, string>; attributes: Record<string, unknown>[] }[];
    groups[0]!.name.de = '';
    groups[1]!.attributes[0]!.isRequierd = true;
    const errors = await refusal(withFile('attribute-groups.json', JSON.stringify(groups, null, 2)));
    expect(errors.map((e) => e.path.replace(/:\d+ /, ' '))).toEqual(['attribute-groups.json $[0].name.de', 'attribute-groups.json $[1].attributes[0]']);
    expect(errors[1]!.message).toMatch(/isRequierd/);
  });

  it('a reference to nothing, an identifier used twice, in the admin’s language', async () => {
    const ateliers = JSON.parse(text('ateliers.json')) as { name: string; stores: string[] }[];
    const unknown = ateliers[1]!.stores.push('paris-nowhere') - 1;
    const twice = ateliers.push({ ...ateliers[0]! }) - 1;
    const files = withFile('ateliers.json', JSON.stringify(ateliers, null, 2));
    const errors = await refusal(files);
    expect(errors.map((e) => e.path.replace(/:\d+ /, ' '))).toEqual([`ateliers.json $[${twice}].name`, `ateliers.json $[1].stores[${unknown}]`]);
    expect(errors[0]!.message).toBe(`“${ateliers[0]!.name}” is already defined at $[0].name.`);
    expect(errors[1]!.message).toBe('No store “paris-nowhere” in stores.json.');
    const french = await importCatalogue(await getDb(), files, { locale: 'fr' }).catch((e: DomainError) => e.errors!);
    expect((french as { message: string }[])[1]!.message).toBe('Aucune boutique «\u00a0paris-nowhere\u00a0» dans stores.json.');
  });

  it('a rule of the catalogue editor: the Bonus Réparation on an alteration', async () => {
    const services = JSON.parse(text('services.json')) as { subServices: { kind: string; repairFund?: string; identifier: string }[] }[];
    const at = services.flatMap((s, si) => s.subServices.map((sub, k) => ({ sub, si, k }))).find((x) => x.sub.repairFund)!;
    at.sub.kind = 'alteration';
    const errors = await refusal(withFile('services.json', JSON.stringify(services, null, 2)));
    expect(errors.map((e) => e.path.replace(/:\d+ /, ' '))).toEqual([`services.json $[${at.si}].subServices[${at.k}].offers`]);
    expect(errors[0]!.message).toMatch(/alteration/i);
  });

  it('a French legal entity without its register, a file missing, a Latin-1 file, a stranger', async () => {
    const stores = JSON.parse(text('stores.json')) as { legal?: { rcsCity: string } }[];
    stores[0]!.legal!.rcsCity = '';
    expect((await refusal(withFile('stores.json', JSON.stringify(stores, null, 2)))).map((e) => e.path.replace(/:\d+ /, ' '))).toEqual(['stores.json $[0].legal.rcsCity']);
    expect(await refusal(demoFiles().filter((f) => f.name !== 'discount-codes.json'))).toEqual([{ path: 'discount-codes.json $', message: expect.stringMatching(/missing/) }]);
    const latin1 = new Uint8Array(Buffer.from(text('categories.json').replace(/[^\x00-\xff]/g, '?'), 'latin1'));
    expect(await refusal(withFile('categories.json', latin1))).toEqual([{ path: 'categories.json $', message: expect.stringMatching(/UTF-8/) }]);
    expect(await refusal([...demoFiles(), { name: 'prices.csv', content: 'x' }])).toEqual([{ path: 'prices.csv $', message: expect.stringMatching(/Not a file of the catalogue/) }]);
  });

  it('none of these changed a row', async () => {
    expect(await catalogueDigest()).toEqual(seeded);
  });
});

describe('a brand’s catalogue through the same import', () => {
  it('updates what changed in place, then the same files again change nothing', async () => {
    const services = JSON.parse(text('services.json')) as { subServices: { identifier: string; price: { EUR: number } }[] }[];
    services[0]!.subServices[0]!.price.EUR += 100;
    const files = withFile('services.json', JSON.stringify(services));
    const { counts } = await importCatalogue(await getDb(), files);
    expect(counts).toMatchObject({ stores: 4, categories: seeded.clothes_categories.rows, subServices: seeded.sub_services.rows });
    const after = await catalogueDigest();
    const changed = (Object.keys(after) as (keyof CatalogueDigest)[]).filter((t) => after[t].sha256 !== seeded[t].sha256);
    expect(changed).toEqual(['sub_services']);
    expect(after.sub_services.rows).toBe(seeded.sub_services.rows);
    await importCatalogue(await getDb(), files);
    expect(await catalogueDigest()).toEqual(after);
  });
});

describe('POST /api/sip/admin/catalogue/import', () => {
  const post = (files: CatalogueFile[], dryRun: boolean, headers: Record<string, string>) =>
    call(importRoute.POST, `/api/sip/admin/catalogue/import?dryRun=${dryRun}`, {
      method: 'POST',
      headers: { ...headers, 'accept-language': 'en' },
      body: { files: Object.fromEntries(files.map((f) => [f.name, typeof f.content === 'string' ? f.content : new TextDecoder().decode(f.content)])) },
    });
  const versionCount = async () => (await queryRows<{ n: number }>(sql`select count(*)::int as n from catalogue_versions`))[0]!.n;

  it('staff get 404; a dry run lists the change and writes nothing; applied, one version; the same files again, none', async () => {
    const staff = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    expect((await post(demoFiles(), true, staff)).status).toBe(404);

    const services = JSON.parse(text('services.json')) as { subServices: { price: { GBP: number } }[] }[];
    services[1]!.subServices[0]!.price.GBP += 50;
    const files = withFile('services.json', JSON.stringify(services, null, 2));
    const before = await catalogueDigest();
    const versions = await versionCount();
    const dry = await post(files, true, admin);
    expect(dry.status).toBe(200);
    expect(dry.json).toMatchObject({ dryRun: true, version: null, counts: { stores: 4 } });
    // The demo's services[0] change made by the test above is undone by these files too.
    expect(dry.json.changes.map((c: { action: string; fields: string[] }) => [c.action, c.fields])).toEqual([['changed', ['price']], ['changed', ['price']]]);
    expect(await catalogueDigest()).toEqual(before);
    expect(await versionCount()).toBe(versions);

    const applied = await post(files, false, admin);
    expect(applied.status).toBe(200);
    expect(applied.json.version).toBe(versions + 1);
    expect(await versionCount()).toBe(versions + 1);
    const again = await post(files, false, admin);
    expect(again.json).toMatchObject({ dryRun: false, changes: [], version: null });
    expect(await versionCount()).toBe(versions + 1);
  });

  it('a bad file: 422 problem+json, an error per problem with file, line and path, nothing changed', async () => {
    const admin = await bearer('admin@reprise.demo', 'demo-admin-reprise');
    const before = await catalogueDigest();
    const res = await post(withFile('discount-codes.json', '[{"code": "X", "type": "percentage", "percentage": 10}]'), false, admin);
    expect(res.status).toBe(422);
    expect(res.json.code).toBe('validation_failed');
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual(['discount-codes.json:1 $[0].code']);
    expect(await catalogueDigest()).toEqual(before);
  });
});
