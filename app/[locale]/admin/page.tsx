import { connection } from 'next/server';
import { redirect } from '@/lib/i18n/navigation';
import { safeNext } from '@/lib/admin/gate';
import { listAdminOrders } from '@/lib/admin/orders';
import { isStaff, pagePrincipal } from '@/lib/admin/session';
import { getCatalogue } from '@/lib/catalogue/snapshot';
import { AdminOrderListQuerySchema, type AdminOrderPage } from '@/lib/schemas/admin';
import type { Locale } from '@/lib/schemas/common';
import { NoAccess } from './_components/no-access';
import { StaffSignIn } from './_components/staff-sign-in';
import { apiSearch, filtersFromSearch, filtersToSearch } from './_components/filters';
import { OrdersBoard } from './orders-board';
import { titleMetadata } from '@/lib/i18n/page-title';

export const generateMetadata = titleMetadata('Admin', 'orders.heading');

// The staff orders table; the sign-in for anyone not signed in as staff.
export default async function AdminOrdersPage({ params, searchParams }: PageProps<'/[locale]/admin'>) {
  await connection();
  const { locale } = (await params) as { locale: Locale };
  const sp = await searchParams;
  const principal = await pagePrincipal();
  if (!principal) return <StaffSignIn next={safeNext(sp.next)} />;
  // An atelier account signing in here works at its own bench (docs/atelier.md#queue).
  if (principal.role === 'atelier') redirect({ href: '/atelier', locale });
  if (!isStaff(principal)) return <NoAccess email={principal.email} />;

  const filters = filtersFromSearch(sp);
  const parsed = AdminOrderListQuerySchema.safeParse(Object.fromEntries(apiSearch(filters)));
  let initial: AdminOrderPage;
  try {
    initial = await listAdminOrders(parsed.success ? parsed.data : AdminOrderListQuerySchema.parse({}), principal, locale);
  } catch {
    // A cursor that no longer decodes: start again from the first page.
    initial = await listAdminOrders(AdminOrderListQuerySchema.parse(Object.fromEntries(apiSearch({ ...filters, cursor: '' }))), principal, locale);
  }

  const index = await getCatalogue();
  const isAdmin = principal.role === 'admin';
  const providers = index.providers
    .filter((p) => isAdmin || (principal.storeId && p.storeIds.includes(principal.storeId)))
    .map((p) => ({ id: p.id, name: p.displayName }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const stores = isAdmin ? index.stores.map((s) => ({ id: s.id, name: s.name })).sort((a, b) => a.name.localeCompare(b.name)) : [];

  return (
    <OrdersBoard
      initial={initial}
      initialSearch={filtersToSearch(filters).toString()}
      providers={providers}
      stores={stores}
      showStore={isAdmin}
      locale={locale}
    />
  );
}
