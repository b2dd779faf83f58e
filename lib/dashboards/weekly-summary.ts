import { sql } from 'drizzle-orm';
import { findAccountById, setWeeklySummaryLocale } from '@/db/accounts';
import { getDb, type Executor } from '@/db/client';
import type { OutboxEventRow } from '@/db/outbox';
import type { Principal } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors';
import { apiMessages } from '@/lib/http/messages';
import { formatDate } from '@/lib/i18n/dates';
import { formatMoney } from '@/lib/money';
import { LOCALES } from '@/lib/schemas/constants';
import type { Locale } from '@/lib/schemas/common';
import type { EmailContent } from '@/lib/notifications/emails/content';
import { dashboard } from './dashboard';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The last complete week at `now` (docs/dashboards.md#weekly-summary): Monday to Sunday, UTC days
 * like every dashboard figure, both included.
 */
export function lastCompleteWeek(now: Date): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return { from: day(monday - 7 * DAY_MS), to: day(monday - DAY_MS) };
}

/** PUT /api/sip/admin/dashboard/weekly-summary: the caller's own opt-in; a key is no person to e-mail. */
export async function setWeeklySummary(principal: Principal, body: { subscribed: boolean; locale: Locale }) {
  if (principal.apiKeyId) throw new ApiError('forbidden');
  const locale = body.subscribed ? body.locale : null;
  await setWeeklySummaryLocale(await getDb(), principal.accountId, locale);
  return { subscribed: locale !== null, locale };
}

/**
 * One event per opted-in account and week, whatever the number of servers or rounds: the event's
 * id names the account and the week, and a second insert of it does nothing. Run by every
 * retention round (hourly), so the week's summary leaves within an hour of Monday 00:00 UTC.
 */
export async function enqueueWeeklySummaries(db: Executor, now = new Date()): Promise<number> {
  const week = lastCompleteWeek(now);
  const inserted = await db.execute(sql`
    insert into outbox_events (id, order_id, account_id, type, data)
    select 'weekly-summary-' || a.id || '-' || ${week.from}, null, a.id, 'account.weekly_summary',
           jsonb_build_object('locale', a.weekly_summary_locale, 'from', ${week.from}::text, 'to', ${week.to}::text)
      from accounts a
     where a.weekly_summary_locale is not null and a.disabled_at is null and a.role in ('staff', 'admin', 'atelier')
    on conflict (id) do nothing
    returning id`);
  return (Array.isArray(inserted) ? inserted : (inserted as { rows: unknown[] }).rows).length;
}

const localeOf = (asked: unknown): Locale => ((LOCALES as readonly string[]).includes(String(asked)) ? (asked as Locale) : 'en');

/**
 * The summary's e-mail, made in the dispatcher's transaction from the same dashboard function the
 * pages and the API read (so its figures are theirs): the week's headline figures beside the week
 * before, and the orders late now. Null when the account has left or opted out since.
 */
export async function weeklySummaryContent(tx: Executor, event: OutboxEventRow, origin: string, now: Date) {
  const account = event.accountId ? await findAccountById(tx, event.accountId) : null;
  if (!account || account.disabledAt || account.weeklySummaryLocale === null || account.role === 'customer') return null;
  const locale = localeOf(event.data.locale);
  const from = String(event.data.from);
  const to = String(event.data.to);
  const principal = { role: account.role, accountId: account.id, storeId: account.storeId, providerId: account.providerId };
  const figures = await dashboard(principal, { from, to }, now, tx);
  const t = apiMessages(locale, 'WeeklySummary');
  const cards = apiMessages(locale, 'Dashboard');
  const clock = { language: locale, timeZone: 'UTC' };
  const date = (d: string | Date) => formatDate(d, clock, 'dateLong');
  const money = (rows: { currency: string; netMinor: number }[]) => (rows.length ? rows.map((r) => formatMoney(r.netMinor, r.currency, locale)).join(' · ') : '—');
  const { totals, previousTotals: before } = figures;
  const line = (label: string, value: string | number, previous: string | number) => `${label}: ${value} (${t('previous', { value: String(previous) })})`;
  const late = figures.lateOrders.slice(0, 10);
  const page = account.role === 'atelier' ? 'atelier/dashboard' : 'admin/dashboard';
  const content: EmailContent = {
    locale,
    subject: t('subject', { from: date(`${from}T12:00:00Z`), late: figures.lateOrders.length }),
    heading: t('heading', { from: date(`${from}T12:00:00Z`), to: date(`${to}T12:00:00Z`) }),
    greeting: apiMessages(locale, 'AccountMail')('greeting', { name: account.givenName }),
    paragraphs: [t('intro')],
    sections: [
      {
        heading: t('figures'),
        paragraphs: [
          line(cards('cards.orders'), totals.orders, before.orders),
          line(cards('cards.completed'), totals.completed, before.completed),
          line(cards('cards.onTime'), totals.onTime, before.onTime),
          line(t('revenue'), money(totals.netByCurrency), money(before.netByCurrency)),
          line(cards('cards.kept'), totals.garmentsKept, before.garmentsKept),
        ],
      },
      {
        heading: t('late', { count: figures.lateOrders.length }),
        paragraphs: late.length
          ? late.map((o) => t('lateOrder', { number: o.orderNumber, atelier: o.atelier, date: date(o.promisedAt) }))
          : [cards('late.none')],
      },
    ],
    actions: [{ label: t('action'), href: `${origin}/${locale}/${page}?from=${from}&to=${to}` }],
    footer: t('footer'),
  };
  return { account, locale, content };
}
