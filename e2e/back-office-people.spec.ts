import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { expect, test, type Page } from '@playwright/test';
import { startSmtp } from '../tests/helpers/smtp';
import { expectAccessible, expectHeading, MESSAGES } from './helpers/booking';
import { OWN_PORTS } from './helpers/ports';

// Issue 29, "Done when" 1–2 (people): on a production server (REPRISE_ENV=production: no demo
// accounts) over a real Postgres database of its own, `npm run admin:create` makes the first admin;
// the admin invites a staff member of Reprise Paris Marais; the link is read from a real SMTP
// server; the invitee sets a password and signs in as staff of that store, who gets 404 on the back
// office. Axe, keyboard and a 1024 px tablet on every back-office page.

const PORT = OWN_PORTS.backOffice;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SHARED_PG = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN = { email: 'first.admin@brand.example', password: 'the brand owns its back office' };
const STAFF = { email: `lea-${Date.now()}@brand.example`, password: 'a patch on every seam' };
const en = MESSAGES.en;
const fr = MESSAGES.fr;

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: ChildProcess;
let databaseUrl: string;
let dbName: string;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

/** `npm run admin:create`, the password on stdin (not a terminal): its exit code and output. */
function adminCreate(password: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', 'admin:create', '--', '--email', ADMIN.email, '--name', 'Ana Lima'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, REPRISE_ENV: 'production' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += String(d)));
    child.stderr.on('data', (d) => (out += String(d)));
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.end(`${password}\n`);
  });
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dbName = `people_e2e_${randomBytes(4).toString('hex')}`;
  const admin = postgres(SHARED_PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${dbName}"`);
  await admin.end();
  const url = new URL(SHARED_PG);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
  smtp = await startSmtp();
});

test.afterAll(async () => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1_000));
  await smtp?.close();
  const admin = postgres(SHARED_PG, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

async function startServer() {
  server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PGLITE_DIR: '', REPRISE_ENV: 'production', MALLOC_ARENA_MAX: '2', SMTP_URL: smtp.url, APP_ORIGIN: ORIGIN },
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the back-office test server did not start');
}

async function signIn(page: Page, locale: 'en' | 'fr', who: { email: string; password: string }) {
  const m = MESSAGES[locale];
  await page.goto(`/${locale}/admin`);
  await expectHeading(page, m.Admin.signIn.heading);
  await page.getByLabel(m.Account.email).fill(who.email);
  await page.getByLabel(m.Account.password).fill(who.password);
  await page.getByRole('button', { name: m.Account.signIn }).click();
}

/** axe (no serious or critical violation) and no horizontal scroll at 1024 px. */
async function checkTablet(page: Page, step: string) {
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectAccessible(page, step);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${step}: horizontal scroll at 1024 px`).toBeLessThanOrEqual(0);
}

test('the CLI makes the first admin, who invites a staff member; the e-mailed link sets the password; the staff member signs in to their store only', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // 1. The first admin, from the command line (the migrations run on this first use of the database).
  const weak = await adminCreate('password');
  expect(weak.code).toBe(1);
  expect(weak.out).toContain('too common');
  const made = await adminCreate(ADMIN.password);
  expect(made.code, made.out).toBe(0);
  expect(made.out).toContain('created (postgres)');
  await startServer();
  // Production: no demo account exists.
  expect((await fetch(`${ORIGIN}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify({ email: 'admin@reprise.demo', password: 'demo-admin-reprise' }) })).status).toBe(401);

  // 2. The admin signs in and goes to People through the Back office group of the bar.
  await signIn(page, 'en', ADMIN);
  const bar = page.getByRole('navigation', { name: en.Admin.nav.label });
  await bar.getByRole('link', { name: en.People.nav }).click();
  await expectHeading(page, en.People.title);
  await checkTablet(page, 'people');

  // Invite a Paris Marais staff member, the e-mail in French.
  await page.getByLabel(en.People.invite.email, { exact: true }).fill(STAFF.email);
  await page.getByLabel(en.People.invite.givenName).fill('Léa');
  await page.getByLabel(en.People.invite.familyName).fill('Martin');
  await page.getByLabel(en.People.invite.language).selectOption('fr');
  await page.getByLabel(en.People.invite.store).selectOption({ label: 'Reprise Paris Marais' });
  await page.getByRole('button', { name: en.People.invite.submit }).click();
  await expect(page.getByRole('status')).toHaveText(en.People.invite.sent.replace('{email}', STAFF.email));

  // The link, from the real SMTP server.
  const mine = () => smtp.received.filter((m) => m.to === STAFF.email && m.subject === fr.InvitationMail.subject);
  await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
  expect(mine()[0]!.language).toBe('fr');
  const link = new URL(/https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(mine()[0]!.text)![0]);
  expect(link.pathname).toBe('/fr/account/invitation');

  // 3. The invitee, in a browser of their own: a weak password is refused in place, then theirs.
  const invitee = await browser.newContext({ baseURL: ORIGIN, locale: 'fr-FR' });
  const them = await invitee.newPage();
  await them.goto(`${link.pathname}${link.hash}`);
  await expectHeading(them, fr.Invitation.title);
  await checkTablet(them, 'invitation');
  await them.locator('#inv-password').fill('password1');
  await them.getByRole('button', { name: fr.Invitation.submit }).click();
  await expect(them.locator('#inv-password-error')).toHaveText(fr.AuthErrors.common);
  await them.locator('#inv-password').fill(STAFF.password);
  await them.getByRole('button', { name: fr.Invitation.submit }).click();
  await expect(them.getByRole('status')).toContainText(STAFF.email);
  await signIn(them, 'fr', STAFF);
  await expect(them.locator('.admin-who')).toContainText(`${STAFF.email} · Reprise Paris Marais`);
  // Staff: no Back office group, and 404 on its pages.
  await expect(them.getByRole('link', { name: fr.People.nav })).toHaveCount(0);
  // The page streams, so its status is already 200 when the role check calls notFound(): what staff
  // get is the not-found page (the APIs behind it answer a real 404: tests/back-office/*).
  for (const path of ['people', 'audit-log', 'ateliers', 'stores', 'delivery-options', 'catalogue']) {
    await them.goto(`/fr/admin/${path}`);
    await expectHeading(them, fr.Site.notFound.heading);
  }
  await invitee.close();

  // The admin's list shows the new colleague; the audit log has the invitation and its acceptance.
  await page.reload();
  await expect(page.getByTestId(`person-${STAFF.email}`)).toContainText(en.People.list.active);
  await bar.getByRole('link', { name: en.AuditLogPage.nav }).click();
  await expectHeading(page, en.AuditLogPage.title);
  await expect(page.getByRole('cell', { name: 'invitation.accepted' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'invitation.sent' })).toBeVisible();
  await expect(page.getByRole('cell', { name: en.AuditLogPage.cli })).toBeVisible();
  await checkTablet(page, 'audit log');
});

test('places pages: axe, 1024 px, and a store closure saved by keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'en', ADMIN);
  await expect(page.getByRole('navigation', { name: en.Admin.nav.label })).toBeVisible();
  for (const [path, title] of [['ateliers', en.Places.ateliers.title], ['delivery-options', en.Places.delivery.title], ['stores', en.Places.stores.title]] as const) {
    await page.goto(`/en/admin/${path}`);
    await expectHeading(page, title);
    await checkTablet(page, path);
  }
  // Keyboard: Tab to the first store's disclosure, open it, reach its closures, type, save.
  const summary = page.locator('details.place-card summary').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  const card = page.locator('details.place-card').first();
  await expect(card).toHaveAttribute('open', '');
  await checkTablet(page, 'store open');
  const closures = card.getByLabel(en.Places.stores.closures);
  for (let i = 0; i < 40 && !(await closures.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(closures).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('2026-12-25 2026-12-26 Christmas');
  for (let i = 0; i < 40 && !(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('type') === 'submit')); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toBeVisible();
  await page.reload();
  await page.locator('details.place-card summary').first().click();
  await expect(page.locator('details.place-card').first().getByLabel(en.Places.stores.closures)).toHaveValue(/2026-12-25 2026-12-26 Christmas/);
});
