import { expect, test } from '@playwright/test';
import { generateKeyPairSync } from 'node:crypto';
import fr from '../messages/fr.json' with { type: 'json' };
import { readPdf } from '../tests/helpers/pdf';
import { bearerFor, bookLinedSeamThroughApi } from './helpers/api-booking';
import { expectAccessible, screenshots } from './helpers/booking';

// Issue #33.5 (docs/certificates.md): a completed order's invoice carries a QR code to the
// garment's certificate page; a fresh browser opens it and verifies the signature itself; a
// record that does not match its signature is reported plainly, whether the key served is not the
// one that signed it or the record itself was altered on its way to the page.

const C = fr.Certificate;
const STAFF_ONLINE = { email: 'staff.online@reprise.demo', password: 'demo-staff-online' };

test('the invoice’s QR code opens the garment’s certificate, which verifies in a fresh browser; a forged key or an altered record is reported', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const placed = await bookLinedSeamThroughApi(request, `certificate-${Date.now()}@example.com`);
  const staff = await bearerFor(baseURL!, STAFF_ONLINE);
  let allowed: string[] = [];
  for (const to of ['in_transit', 'received', 'in_repair', 'repaired', 'way back', 'completed']) {
    const step = to === 'way back' ? allowed.find((s) => s === 'returning' || s === 'ready_for_collection')! : to;
    const res = await request.post(`/api/sip/orders/${placed.id}/transitions`, { data: { to: step }, headers: staff });
    expect(res.status(), await res.text()).toBe(200);
    allowed = ((await res.json()) as { allowedTransitions: string[] }).allowedTransitions;
  }
  const order = (await (await request.get(`/api/sip/orders/${placed.id}`, { headers: staff })).json()) as { items: { id: string }[] };
  const itemId = order.items[0]!.id;

  // The invoice (in the store's language, French) → its certificate QR code → the page.
  const pdf = await request.get(`/api/sip/orders/${placed.id}/invoice.pdf`, { headers: staff });
  expect(pdf.status()).toBe(200);
  const links = (await readPdf(new Uint8Array(await pdf.body()))).qrs.filter((code) => code.startsWith('http')).map((url) => new URL(url).pathname);
  expect(links).toEqual([`/fr/certificates/${itemId}`]);

  const fresh = await browser.newContext({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });
  const page = await fresh.newPage();
  await page.goto(links[0]!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(C.title);
  await expect(page.locator('.signature-check[role="status"]')).toContainText(C.valid);
  await expect(page.locator('.certificate')).toContainText('Atelier Montorgueil');
  await expect(page.locator('.certificate')).toContainText(placed.orderNumber);
  await expectAccessible(page, 'certificate');
  await screenshots(page, 'certificate');
  await fresh.close();

  // The same record against a key that is not the one that signed it: the page says so.
  const forged = await browser.newContext({ locale: 'fr-FR' });
  const forgedPage = await forged.newPage();
  // Through the new context's own connection: the test's `request` connection sat idle while the page ran
  // and may be closed by the server's 5 s keep-alive timeout just as it is reused (ECONNRESET, seen in CI).
  const real = (await (await forged.request.get('/.well-known/jwks.json')).json()) as { keys: { kid: string }[] };
  const other = generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }) as { x: string };
  await forgedPage.route('**/.well-known/jwks.json', (route) =>
    route.fulfill({ json: { keys: real.keys.map((k) => ({ ...k, x: other.x })) } }),
  );
  await forgedPage.goto(links[0]!);
  await expect(forgedPage.locator('.signature-check[role="alert"]')).toContainText(C.invalid);
  await forged.close();

  // The record altered on its way to the page (the page is rendered on the server from the stored
  // JWS, so the edit is made to the HTML it receives): another atelier named in the payload, the
  // signature left as it was. The page shows the altered record and says plainly it does not verify.
  const altered = await browser.newContext({ locale: 'fr-FR' });
  const { jws } = (await (await altered.request.get(`/api/sip/certificates/${itemId}`)).json()) as { jws: string };
  const [head, body, signature] = jws.split('.') as [string, string, string];
  const record = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { atelier: { name: string } };
  expect(record.atelier.name).toBe('Atelier Montorgueil');
  const impostor = 'Atelier Montorgueix'; // the same length: the payload, re-encoded, keeps the JWS's length (React's flight data counts long strings' bytes)
  record.atelier.name = impostor;
  const alteredJws = `${head}.${Buffer.from(JSON.stringify(record)).toString('base64url')}.${signature}`;
  expect(alteredJws).toHaveLength(jws.length);
  const alteredPage = await altered.newPage();
  let edits = 0;
  await alteredPage.route(`**${links[0]!}`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = await response.text();
    edits = html.split(jws).length - 1;
    await route.fulfill({ response, body: html.replaceAll(jws, alteredJws).replaceAll('Atelier Montorgueil', impostor) });
  });
  await alteredPage.goto(links[0]!);
  expect(edits).toBeGreaterThan(0); // the JWS the page hands to the browser's check was the one edited
  await expect(alteredPage.locator('.certificate')).toContainText(impostor);
  await expect(alteredPage.locator('.signature-check[role="alert"]')).toContainText(C.invalid);
  await expect(alteredPage.locator('.signature-check')).not.toContainText(C.valid);
  await altered.close();
});
