// Backup and restore (docs/operations.md#backups): pg_dump of a database holding orders, invoices
// and outbox events, pg_restore into a fresh database, and the app serves the same orders list,
// byte for byte, from the restored one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import * as ordersRoute from '@/app/api/sip/orders/route';
import { closeDb } from '@/db/client';
import { invalidateCatalogue } from '@/lib/catalogue/snapshot';
import { call } from '@/tests/helpers/http';
import { switchToOwnPostgresDatabase } from '@/tests/helpers/own-database';
import { ADMIN, STAFF_ONLINE, bearer, completeOrder, getInvoices, placeOrder } from '@/tests/helpers/invoices';

// Its own database: the list it compares, byte for byte, must not grow with the orders of the
// file running beside it on the run's shared one (vitest runs two files at once).
await switchToOwnPostgresDatabase();
const original = process.env.DATABASE_URL!;
const restoredName = `${new URL(original).pathname.slice(1)}_restored`;
const restoredUrl = Object.assign(new URL(original), { pathname: `/${restoredName}` }).toString();
const admin = postgres(Object.assign(new URL(original), { pathname: '/postgres' }).toString(), { max: 1, onnotice: () => {} });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reprise-backup-'));

afterAll(async () => {
  await closeDb();
  process.env.DATABASE_URL = original;
  await admin.unsafe(`drop database if exists "${restoredName}" with (force)`);
  await admin.end();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function counts(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ orders: number; invoices: number; events: number; pending: number }[]>`select
      (select count(*)::int from orders) as orders, (select count(*)::int from invoices) as invoices,
      (select count(*)::int from outbox_events) as events, (select count(*)::int from outbox_events where dispatched_at is null) as pending`;
    return row!;
  } finally {
    await sql.end();
  }
}

describe('backup and restore', () => {
  it('a restored dump serves the same orders list, byte for byte', async () => {
    const staff = await bearer(...STAFF_ONLINE);
    const placed = [await placeOrder(), await placeOrder(), await placeOrder()];
    await completeOrder(placed[0]!.id, staff); // issues its invoice
    expect((await getInvoices(placed[0]!.id, staff)).status).toBe(200);
    const adminHeaders = await bearer(...ADMIN);
    const list = () => call(ordersRoute.GET, '/api/sip/orders?limit=100', { headers: adminHeaders });
    const before = await list();
    expect(before.status).toBe(200);
    const state = await counts(original);
    expect(state.invoices).toBeGreaterThan(0);
    expect(state.pending).toBeGreaterThan(0); // no worker here: the events wait in the outbox

    const dump = path.join(dir, 'reprise.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, original]);
    await admin.unsafe(`drop database if exists "${restoredName}" with (force)`);
    await admin.unsafe(`create database "${restoredName}"`);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
    expect(await counts(restoredUrl)).toEqual(state);

    // The app on the restored database: same session, same list, same bytes.
    await closeDb();
    invalidateCatalogue();
    process.env.DATABASE_URL = restoredUrl;
    const after = await list();
    expect(after.status).toBe(200);
    expect(after.text).toBe(before.text);
    expect(after.headers.get('etag')).toBe(before.headers.get('etag'));
    for (const order of placed) expect(after.text).toContain(order.orderNumber);
  });
});
