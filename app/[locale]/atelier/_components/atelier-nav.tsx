'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { SignOutButton } from '../../admin/_components/sign-out-button';

/** The atelier's bar: which atelier is signed in, its pages, sign out. Not prefetched, as the staff bar (docs/dashboards.md#lighthouse). */
export function AtelierNav({ email, provider }: { email: string; provider: string }) {
  const t = useTranslations('Atelier');
  const pathname = usePathname();
  return (
    <div className="admin-bar">
      <p className="admin-who">
        <span className="admin-tag">{t('nav.label')}</span> <span>{provider}</span> <span className="atelier-email">{email}</span>
      </p>
      <nav aria-label={t('nav.label')} className="admin-nav">
        <ul>
          <li>
            <Link href="/atelier" aria-current={pathname === '/atelier' ? 'page' : undefined} prefetch={false}>
              {t('nav.queue')}
            </Link>
          </li>
          <li>
            <Link href="/atelier/dashboard" aria-current={pathname === '/atelier/dashboard' ? 'page' : undefined} prefetch={false}>
              {t('nav.dashboard')}
            </Link>
          </li>
          <li>
            <Link href="/atelier/capacity" aria-current={pathname === '/atelier/capacity' ? 'page' : undefined} prefetch={false}>
              {t('nav.capacity')}
            </Link>
          </li>
          <li>
            <Link href="/atelier/statements" aria-current={pathname === '/atelier/statements' ? 'page' : undefined} prefetch={false}>
              {t('nav.statements')}
            </Link>
          </li>
          <li>
            <SignOutButton to="/atelier" />
          </li>
        </ul>
      </nav>
    </div>
  );
}
