import 'server-only';
import { getDb, type Executor } from '@/db/client';
import { agreedBaskets, completedOrdersWithoutInvoice } from '@/db/invoice-checks';
import { claimProviders, claimRows, invoicesOfProvider, setClaimStatuses, type ClaimScope, type ProviderRow } from '@/db/invoices';
import { storeReach } from '@/lib/auth/scope';
import type { Principal } from '@/lib/auth/session';
import { notFound } from '@/lib/errors';
import { majorToMinor, minorToMajor } from '@/lib/money';
import type { ClaimReport, ClaimStatus, ClaimWarning } from '@/lib/schemas/invoices';
import { claimLine, claimTotals, invoiceWarnings } from './claim-lines';
import { monthRange } from './dates';

/** The scheme is French: a claim month is a calendar month in Paris (docs/bonus-reparation-claims.md#report). */
const CLAIM_TIME_ZONE = 'Europe/Paris';

/** Admins: every atelier; staff: the ateliers serving their store, and only their store's invoices (the scope rule, lib/auth/scope.ts). */
export async function visibleProviders(principal: Principal, executor?: Executor): Promise<ProviderRow[]> {
  const reach = storeReach(principal);
  if (!reach) return [];
  return claimProviders(executor ?? (await getDb()), reach.storeId);
}

async function scopeFor(executor: Executor, principal: Principal, providerId: string, month: string): Promise<{ provider: ProviderRow; scope: ClaimScope }> {
  const provider = (await visibleProviders(principal, executor)).find((p) => p.id === providerId);
  if (!provider) throw notFound();
  return { provider, scope: { providerId, storeId: storeReach(principal)!.storeId, ...monthRange(month, CLAIM_TIME_ZONE) } };
}

/** GET /api/sip/claims: the month's bonus lines of the atelier's invoices in force, their totals and the warnings. */
export async function claimReport(principal: Principal, providerId: string, month: string): Promise<ClaimReport> {
  const db = await getDb();
  const { provider, scope } = await scopeFor(db, principal, providerId, month);
  const lines = (await claimRows(db, scope)).map((r) => claimLine(r.claim, r.invoice));
  return { provider: { id: provider.id, name: provider.displayName, labelled: provider.repairFundLabelled }, month, lines, totals: claimTotals(lines), warnings: await warnings(db, provider, scope) };
}

async function warnings(db: Executor, provider: ProviderRow, scope: ClaimScope): Promise<ClaimWarning[]> {
  const missing = await completedOrdersWithoutInvoice(db, scope);
  const inForce = await invoicesOfProvider(db, scope, { inForceOnly: true });
  const baskets = await agreedBaskets(db, [...missing.map((o) => o.id), ...inForce.map((i) => i.orderId)]);
  const out: ClaimWarning[] = [];
  for (const o of missing) {
    const orderBonus = majorToMinor(baskets.get(o.id)?.costToUser.repairFund ?? 0);
    if (orderBonus > 0) out.push({ code: 'bonus_without_invoice', orderId: o.id, orderNumber: o.orderNumber, invoiceNumber: null, invoiceBonus: null, orderBonus: minorToMajor(orderBonus) });
  }
  return [...out, ...invoiceWarnings(inForce, baskets, provider.repairFundLabelled)];
}

/** PATCH /api/sip/claims: one status (and note) for the chosen lines of the month, within what the caller may see. */
export async function changeClaimStatuses(principal: Principal, change: { provider: string; month: string; ids: string[]; status: ClaimStatus; note: string }): Promise<ClaimReport & { updated: number }> {
  const db = await getDb();
  const { scope } = await scopeFor(db, principal, change.provider, change.month);
  const inMonth = new Set((await claimRows(db, scope)).map((r) => r.claim.id));
  const ids = change.ids.filter((id) => inMonth.has(id));
  const updated = ids.length ? await db.transaction((tx) => setClaimStatuses(tx, ids, scope, { status: change.status, note: change.note, by: principal.accountId })) : 0;
  return { ...(await claimReport(principal, change.provider, change.month)), updated };
}

/** The month's invoices and credit notes of the atelier, for the ZIP of PDFs. */
export async function claimInvoices(principal: Principal, providerId: string, month: string) {
  const db = await getDb();
  const { scope } = await scopeFor(db, principal, providerId, month);
  return invoicesOfProvider(db, scope);
}
