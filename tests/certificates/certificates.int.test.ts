// Repair certificates (docs/certificates.md): completing an order signs one record per repaired
// item with Ed25519, logs it in the hash-chained registry, and sets the cart item's
// certificateId and registryEventId; the record verifies against the published keys, and an
// edited record or registry row is caught.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as cartRoute from '@/app/api/sip/shopping-cart/[id]/route';
import * as certificateRoute from '@/app/api/sip/certificates/[id]/route';
import * as keysRoute from '@/app/api/sip/certificates/keys/route';
import * as ticketRoute from '@/app/api/sip/admin/orders/[id]/ticket/route';
import { readPdf } from '../helpers/pdf';
import { getDb } from '@/db/client';
import { publishedKeys, verifyRegistryChain } from '@/lib/certificates/read';
import { verifyJws } from '@/lib/certificates/jws';
import type { CertificateRecord } from '@/lib/certificates/record';
import { bearer } from '../helpers/booking';
import { queryRows } from '../helpers/db';
import { NextRequest } from 'next/server';
import { BASE, call } from '../helpers/http';
import { completeOrder, getPdf, placeOrder, STAFF_ONLINE, transition, walkToReady } from '../helpers/invoices';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

await switchToOwnPostgresDatabase(); // this file edits the registry on purpose

type Item = { id: string; certificateId: string | null; registryEventId: string | null; isNft: boolean };
const getCertificate = (id: string) => call(certificateRoute.GET, `/api/sip/certificates/${id}`, { params: { id } });
const keysOf = async () => (await publishedKeys()).keys.map((k) => ({ kid: k.kid, publicJwk: { kty: k.kty, crv: k.crv, x: k.x } }));

async function cartOf(orderId: string) {
  const [row] = await queryRows<{ cart_id: string }>(sql`select cart_id from orders where id = ${orderId}`);
  const res = await call(cartRoute.GET, '/x', { params: { id: row!.cart_id }, headers: await bearer(...STAFF_ONLINE) });
  expect(res.status).toBe(200);
  return res.json as { items: Item[] };
}

describe('repair certificates', () => {
  let staff: Record<string, string>;
  let order: { id: string; orderNumber: string };
  let certificateId: string;

  beforeAll(async () => {
    staff = await bearer(...STAFF_ONLINE);
    order = await placeOrder({ headers: { 'accept-language': 'en' } });
  });

  it('an item whose repair is not finished has a pending certificate, and the cart item none yet', async () => {
    const [item] = await queryRows<{ id: string }>(sql`select id from order_items where order_id = ${order.id}`);
    const res = await getCertificate(item!.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ state: 'pending', jws: null, registryEvent: null });
    const cart = await cartOf(order.id);
    expect(cart.items[0]).toMatchObject({ certificateId: null, registryEventId: null, isNft: false });
  });

  it('completing the order signs one certificate per item, logged in the registry and named on the cart item', async () => {
    await completeOrder(order.id, staff);
    const cart = await cartOf(order.id);
    const [item] = await queryRows<{ id: string }>(sql`select id from order_items where order_id = ${order.id}`);
    expect(cart.items[0]!.certificateId).toBe(item!.id);
    certificateId = item!.id;
    expect(cart.items[0]!.registryEventId).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(cart.items[0]!.isNft).toBe(false);

    const res = await getCertificate(certificateId);
    expect(res.status).toBe(200);
    expect(res.json.state).toBe('issued');
    expect(res.json.registryEvent.id).toBe(cart.items[0]!.registryEventId);

    const verified = verifyJws(res.json.jws, await keysOf());
    expect(verified.valid).toBe(true);
    const record = (verified as { payload: CertificateRecord }).payload;
    expect(record).toMatchObject({ type: 'reprise.repair-certificate', version: 1, id: certificateId, orderNumber: order.orderNumber });
    expect(record.services.length).toBeGreaterThan(0);
    expect(record.atelier.name).not.toBe('');
    expect(record.dates.received).not.toBeNull();
    expect(record.dates.repaired).not.toBeNull();
    expect(Date.parse(record.dates.completed)).toBeGreaterThanOrEqual(Date.parse(record.dates.booked));
    // The record names the garment, never its owner.
    const text = JSON.stringify(record);
    const [customer] = await queryRows<{ email: string; family_name: string }>(sql`select c.email, c.family_name from orders o join customers c on c.id = o.customer_id where o.id = ${order.id}`);
    if (customer) {
      expect(text).not.toContain(customer.email);
      expect(text).not.toContain(customer.family_name);
    }
  });

  it('the invoice and the garment ticket carry a QR code to the certificate page', async () => {
    const paths = (codes: string[]) => codes.filter((code) => code.startsWith('http')).map((url) => new URL(url).pathname); // the invoice's other QR code is its number
    const invoice = await getPdf(order.id, staff);
    expect(invoice.status).toBe(200);
    // The invoice is in the store's language (docs/invoices.md#mentions): the page in that language.
    expect(paths((await readPdf(invoice.bytes)).qrs)).toContain(`/fr/certificates/${certificateId}`);
    const req = new NextRequest(new URL(`/api/sip/admin/orders/${order.id}/ticket?lang=en`, BASE), { headers: new Headers(staff) });
    const ticket = await ticketRoute.GET(req, { params: Promise.resolve({ id: order.id }) });
    expect(ticket.status).toBe(200);
    expect(paths((await readPdf(new Uint8Array(await ticket.arrayBuffer()))).qrs)).toContain(`/en/certificates/${certificateId}`);
  });

  it('publishes the signing keys as a JWK Set', async () => {
    const res = await call(keysRoute.GET, '/api/sip/certificates/keys');
    expect(res.status).toBe(200);
    const header = JSON.parse(Buffer.from((await getCertificate(certificateId)).json.jws.split('.')[0], 'base64url').toString());
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'reprise-certificate+jws' });
    expect(res.json.keys.map((k: { kid: string }) => k.kid)).toContain(header.kid);
    expect(JSON.stringify(res.json)).not.toMatch(/"d"/); // never a private half
  });

  it('a record edited after signing fails verification', async () => {
    const { jws } = (await getCertificate(certificateId)).json as { jws: string };
    const [head, body, signature] = jws.split('.') as [string, string, string];
    const record = JSON.parse(Buffer.from(body, 'base64url').toString());
    record.atelier.name = 'Somebody else';
    const forged = `${head}.${Buffer.from(JSON.stringify(record)).toString('base64url')}.${signature}`;
    expect(verifyJws(forged, await keysOf())).toEqual({ valid: false, reason: 'bad_signature' });
    await (await getDb()).execute(sql`update repair_certificates set jws = ${forged} where id = ${certificateId}`);
    const served = (await getCertificate(certificateId)).json as { jws: string; registryEvent: { jwsSha256: string } };
    expect(verifyJws(served.jws, await keysOf()).valid).toBe(false);
    await (await getDb()).execute(sql`update repair_certificates set jws = ${jws} where id = ${certificateId}`);
  });

  it('the registry refuses changes, and a row edited behind its back breaks the chain there', async () => {
    // Completions at once chain one after the other (they queue on the registry's lock).
    const others = [];
    for (let i = 0; i < 4; i++) others.push(await placeOrder({ headers: { 'accept-language': 'en' } }));
    for (const o of others) await walkToReady(o.id, staff);
    const done = await Promise.all(others.map((o) => transition(o.id, 'completed', staff)));
    expect(done.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await verifyRegistryChain(await getDb())).toEqual({ events: 5, ok: true });

    const db = await getDb();
    const refusal = (query: ReturnType<typeof sql>) =>
      db.execute(query).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update certificate_registry set certificate_id = 'x' where seq = (select min(seq) from certificate_registry)`)).toMatch(/append-only \(UPDATE refused\)/);
    expect(await refusal(sql`delete from certificate_registry`)).toMatch(/append-only \(DELETE refused\)/);
    expect(await refusal(sql`truncate certificate_registry`)).toMatch(/append-only \(TRUNCATE refused\)/);
    // Two successors of one event (a fork) are refused by the database itself.
    expect(
      await refusal(sql`insert into certificate_registry (id, kind, certificate_id, jws_sha256, prev_hash, hash, created_at)
        select 'fork', kind, certificate_id, jws_sha256, prev_hash, hash, created_at from certificate_registry order by seq desc limit 1`),
    ).toMatch(/certificate_registry_prev_hash_uq/);

    // As a superuser could: triggers off for this session, one row's certificate swapped.
    const [first] = await queryRows<{ seq: number }>(sql`select min(seq)::int as seq from certificate_registry`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update certificate_registry set jws_sha256 = repeat('0', 64) where seq = ${first!.seq}`);
    });
    expect(await verifyRegistryChain(db)).toMatchObject({ ok: false, brokenAt: first!.seq, reason: 'hash' });
  });

  it('an unknown certificate is 404', async () => {
    expect((await getCertificate('no-such-item-id')).status).toBe(404);
  });
});
