import 'server-only';
import { cookies, headers } from 'next/headers';
import { resolvePrincipal, type Principal } from '@/lib/auth/session';

/** The signed-in account of a page request (server components): the same session check as the API. */
export async function pagePrincipal(): Promise<Principal | null> {
  return resolvePrincipal({ headers: await headers(), cookies: await cookies() });
}

export const isStaff = (p: Principal | null): boolean => p?.role === 'staff' || p?.role === 'admin';
