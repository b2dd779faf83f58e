import { enqueueWeeklySummaryEvents } from '@/db/account-data';
import { findAccountById, setWeeklySummaryLocale } from '@/db/accounts';
import { getDb, type Executor } from '@/db/client';
import type { OutboxEventRow } from '@/db/outbox';
import type { Principal } from '@/lib/auth/session';
import { apiMessages } from '@/lib/http/messages';
import { formatDate } from '@/lib/i18n/dates';
import { formatMoney } from '@/lib/money';
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

/** PUT /api/sip/admin/dashboard/weekly-summary: the caller's own opt-in (keys are refused before: lib/auth/key-scopes.ts). */
export async function setWeeklySummary(principal: Principal, body: { subscribed: boolean; locale: Locale }) {
  const locale = body.subscribed ? body.locale : null;
  await setWeeklySummaryLocale(await getDb(), principal.accountId, locale);
  return { subscribed: locale !== null, locale };
}

/** Run by every retention round (hourly): the last complete week's summaries leave within an hour of Monday 00:00 UTC, once each. */
export async function enqueueWeeklySummaries(db: Executor, now = new Date()): Promise<number> {
  return enqueueWeeklySummaryEvents(db, lastCompleteWeek(now));
}

/**
 * The summary's e-mail, made in the dispatcher's transaction from the same dashboard function the
 * pages and the API read (so its figures are theirs): the week's headline figures beside the week
 * before, and the orders late now. Null when the account has left or opted out since.
 */
export async function weeklySummaryContent(tx: Executor, event: OutboxEventRow, locale: Locale, origin: string, now: Date) {
  const account = event.accountId ? await findAccountById(tx, event.accountId) : null;
  if (!account || account.disabledAt || account.weeklySummaryLocale === null || account.role === 'customer') return null;
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
