import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { resolvePrincipal, type Principal } from '@/lib/auth/session';

/**
 * The signed-in account of a page request (server components): the same session check as
 * the API, once per request however many layouts and pages ask.
 */
export const pagePrincipal = cache(async (): Promise<Principal | null> => resolvePrincipal({ headers: await headers(), cookies: await cookies() }));

export const isStaff = (p: Principal | null): boolean => p?.role === 'staff' || p?.role === 'admin';
