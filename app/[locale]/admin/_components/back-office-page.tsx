import 'server-only';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { requireStaffPage } from '@/lib/admin/gate';
import type { Principal } from '@/lib/auth/session';
import type { Locale } from '@/lib/schemas/common';

/** The gate of every back-office page (docs/back-office.md): admins through; staff of a store 404; customers to the staff sign-in. */
export async function backOfficePage(params: Promise<{ locale: string }>, here: string): Promise<{ locale: Locale; principal: Principal }> {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const principal = await requireStaffPage(locale, here);
  if (principal.role !== 'admin') notFound();
  return { locale, principal };
}
