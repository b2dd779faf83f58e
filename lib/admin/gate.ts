import 'server-only';
import { redirect } from '@/lib/i18n/navigation';
import type { Principal } from '@/lib/auth/session';
import type { Locale } from '@/lib/schemas/common';
import { isStaff, pagePrincipal } from './session';

/** A path of the staff area the sign-in may return to (never anything else: no open redirect). */
export function safeNext(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/admin(\/[\w-]+)*$/.test(value) ? value : undefined;
}

/**
 * Staff pages other than /admin itself: anyone who is not staff or admin goes to the staff
 * sign-in (which tells a customer they have no access) before anything is read.
 */
export async function requireStaffPage(locale: Locale, here: string): Promise<Principal> {
  const principal = await pagePrincipal();
  if (!isStaff(principal)) redirect({ href: { pathname: '/admin', query: { next: safeNext(here) ?? '/admin' } }, locale });
  return principal as Principal;
}
