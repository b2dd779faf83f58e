'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { SignOutButton } from './sign-out-button';
import { BackOfficeGroup, type BackOfficeLinks } from './back-office-nav';

/**
 * The staff bar: where they are signed in, the admin pages, sign out. Its links are not
 * prefetched (as the public header's): every admin page is dynamic, and the bar's dozen links
 * were two dozen RSC requests at each page's load, server renders and main-thread parsing during
 * the first visit (docs/dashboards.md#lighthouse).
 */
export function AdminNav({ email, scope, apiKeysLabel, waitListLabel, backOffice }: { email: string; scope: string; /** Admins only: the API keys page. */ apiKeysLabel?: string; /** Admins only: the wait-list (docs/customer-site.md#wait-list). */ waitListLabel?: string; /** Admins only: the back office's group (docs/back-office.md), its label and links. */ backOffice?: BackOfficeLinks }) {
  const t = useTranslations('Admin');
  const tClaims = useTranslations('Claims');
  const c = useTranslations('Counter');
  const pathname = usePathname();
  const current = (href: string) => (href === '/admin' ? pathname === '/admin' || pathname.startsWith('/admin/orders') : pathname.startsWith(href));
  return (
    <div className="admin-bar">
      <p className="admin-who">
        <span className="admin-tag">{t('area')}</span> <span>{t('nav.signedInAs', { email, scope })}</span>
      </p>
      <nav aria-label={t('nav.label')} className="admin-nav">
        <ul>
          {(
            [
              ['/admin', t('nav.orders')],
              ['/admin/dashboard', t('nav.dashboard')],
              ['/admin/counter', t('nav.counter')],
              ['/admin/scan', c('scan.nav')],
              ['/admin/webhooks', t('nav.webhooks')],
              ...(apiKeysLabel ? ([['/admin/api-keys', apiKeysLabel]] as const) : []),
              ['/admin/claims', tClaims('nav')],
              ...(waitListLabel ? ([['/admin/wait-list', waitListLabel]] as const) : []),
            ] as const
          ).map(([href, label]) => (
            <li key={href}>
              <Link href={href} aria-current={current(href) ? 'page' : undefined} prefetch={false}>
                {label}
              </Link>
            </li>
          ))}
          {backOffice && <BackOfficeGroup group={backOffice} current={current} />}
          <li>
            <SignOutButton />
          </li>
        </ul>
      </nav>
    </div>
  );
}
