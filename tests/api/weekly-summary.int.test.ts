import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as dashboardRoute from '@/app/api/sip/admin/dashboard/route';
import * as route from '@/app/api/sip/admin/dashboard/weekly-summary/route';
import { getDb } from '@/db/client';
import { accounts } from '@/db/schema';
import { enqueueWeeklySummaries, lastCompleteWeek } from '@/lib/dashboards/weekly-summary';
import { apiMessages } from '@/lib/http/messages';
import { formatMoney } from '@/lib/money';
import { accountMessages, newCustomer } from '../helpers/accounts';
import { bearer } from '../helpers/booking';
import { inStoreOrder } from '../helpers/counter';
import { queryRows } from '../helpers/db';
import { call } from '../helpers/http';
import { switchToOwnPostgresDatabase } from '../helpers/own-database';

// It counts the outbox's events and the kept e-mails: a database of its own (tests/helpers/own-database.ts).
await switchToOwnPostgresDatabase();

const DAY = 86_400_000;
const put = (headers: Record<string, string>, body: unknown) => call(route.PUT, '/api/sip/admin/dashboard/weekly-summary', { method: 'PUT', headers, body });

describe('lastCompleteWeek', () => {
  it('is Monday to Sunday before the current UTC week, on every day of the week', () => {
    for (let d = 0; d < 14; d++) {
      const now = new Date(Date.UTC(2026, 10, 23, 0, 30) + d * DAY); // from Monday 23 November 2026, 00:30 UTC
      const week = lastCompleteWeek(now);
      expect(week).toEqual(d < 7 ? { from: '2026-11-16', to: '2026-11-22' } : { from: '2026-11-23', to: '2026-11-29' });
      expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    }
  });
});

describe('weekly summary e-mail (docs/dashboards.md#weekly-summary)', () => {
  it('sends the opted-in staff member the week of their store once, in their language, with the dashboard’s figures and late orders', async () => {
    const paris = await bearer('staff.paris@reprise.demo', 'demo-staff-paris');
    const late = (await inStoreOrder(paris)).json as { id: string; orderNumber: string };
    await inStoreOrder(paris);
    await queryRows(sql`update orders set estimated_completion_date = now() - interval '2 days' where id = ${late.id}`);

    expect((await put(paris, { subscribed: true, locale: 'de' })).json).toEqual({ subscribed: true, locale: 'de' });
    // The Monday after this week, 00:30 UTC: this week is the last complete one.
    const today = new Date();
    const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + (7 - ((today.getUTCDay() + 6) % 7)) * DAY;
    const now = new Date(monday + 30 * 60_000);
    const week = lastCompleteWeek(now);

    const db = await getDb();
    expect(await enqueueWeeklySummaries(db, now)).toBe(1);
    expect(await enqueueWeeklySummaries(db, now)).toBe(0); // a second round, or a second server, adds nothing

    const [staff] = await db.select().from(accounts).where(eq(accounts.email, 'staff.paris@reprise.demo'));
    const mails = (await accountMessages(staff!.id, now)).filter((m) => m.kind === 'weekly_summary');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.locale).toBe('de');
    expect(mail.toAddress).toBe('staff.paris@reprise.demo');

    // The same figures as the dashboard API for the same week and scope.
    const figures = (await call(dashboardRoute.GET, `/api/sip/admin/dashboard?from=${week.from}&to=${week.to}`, { headers: paris })).json;
    expect(figures.totals.orders).toBeGreaterThanOrEqual(2);
    const cards = apiMessages('de', 'Dashboard');
    const t = apiMessages('de', 'WeeklySummary');
    expect(mail.text).toContain(`${cards('cards.orders')}: ${figures.totals.orders} (${t('previous', { value: String(figures.previousTotals.orders) })})`);
    const received = figures.totals.netByCurrency.map((r: { currency: string; netMinor: number }) => formatMoney(r.netMinor, r.currency, 'de')).join(' · ') || '—';
    expect(mail.text).toContain(`${t('revenue')}: ${received}`);
    expect(mail.text).toContain(late.orderNumber);
    expect(figures.lateOrders.map((o: { orderNumber: string }) => o.orderNumber)).toContain(late.orderNumber);
    expect(mail.subject).toContain('Bestellung');
    expect(mail.text).toContain(`/de/admin/dashboard?from=${week.from}&to=${week.to}`);

    // Opted out: the next week brings nothing.
    expect((await put(paris, { subscribed: false, locale: 'de' })).json).toEqual({ subscribed: false, locale: null });
    expect(await enqueueWeeklySummaries(db, new Date(now.getTime() + 7 * DAY))).toBe(0);
  });

  it('gives an atelier its own work and its own page, and refuses customers (403, like every bench endpoint: lib/http/handler.ts) and bad bodies (422)', async () => {
    const atelier = await bearer('atelier.montorgueil@reprise.demo', 'demo-atelier-montorgueil');
    expect((await put(atelier, { subscribed: true, locale: 'fr' })).status).toBe(200);
    const now = new Date(Date.now() + 7 * DAY);
    const db = await getDb();
    expect(await enqueueWeeklySummaries(db, now)).toBe(1);
    const [row] = await db.select().from(accounts).where(eq(accounts.email, 'atelier.montorgueil@reprise.demo'));
    const [mail] = (await accountMessages(row!.id, now)).filter((m) => m.kind === 'weekly_summary');
    expect(mail!.locale).toBe('fr');
    expect(mail!.text).toContain('/fr/atelier/dashboard?');

    const customer = await newCustomer();
    expect((await put(customer.headers, { subscribed: true, locale: 'fr' })).status).toBe(403);
    expect((await put(atelier, { subscribed: 'yes', locale: 'fr' })).status).toBe(422);
    expect((await put(atelier, { subscribed: true, locale: 'it' })).status).toBe(422);
    expect((await put({}, { subscribed: true, locale: 'fr' })).status).toBe(401);
  });
});
