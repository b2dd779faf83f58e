import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/schemas/common';
import type { BackOfficeLinks } from './back-office-nav';

/** The back office's pages, for admins' nav bar (docs/back-office.md). Add a page here: one line. */
export async function backOfficeLinks(locale: Locale): Promise<BackOfficeLinks> {
  const people = await getTranslations({ locale, namespace: 'People' });
  const audit = await getTranslations({ locale, namespace: 'AuditLogPage' });
  const places = await getTranslations({ locale, namespace: 'Places' });
  const catalogue = await getTranslations({ locale, namespace: 'CatalogueEditor' });
  const payees = await getTranslations({ locale, namespace: 'Payees' });
  return {
    label: people('group'),
    links: [
      ['/admin/people', people('nav')],
      ['/admin/audit-log', audit('nav')],
      ['/admin/ateliers', places('ateliers.nav')],
      ['/admin/stores', places('stores.nav')],
      ['/admin/payees', payees('nav')],
      ['/admin/delivery-options', places('delivery.nav')],
      ['/admin/catalogue', catalogue('nav')],
    ],
  };
}
