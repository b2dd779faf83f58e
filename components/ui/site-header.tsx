import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { CartLink } from './cart-link';
import { LocaleSwitcher } from './locale-switcher';

/** Brand, main links and the language switcher, on every customer page. */
export function SiteHeader() {
  const t = useTranslations('UI');
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <div className="site-header-inner">
        <Link href="/" className="brand">
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <circle cx="14" cy="14" r="13" fill="var(--accent)" />
            <path d="M8 19 L20 9 M9 9 q5 2 10 10" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          <span>Reprise</span>
        </Link>
        <nav aria-label={t('mainNav')} className="main-nav">
          <ul>
            <li>
              <Link href="/book">{t('navBook')}</Link>
            </li>
            <li>
              <Link href="/account/orders">{t('navOrders')}</Link>
            </li>
            <li>
              <CartLink label={t('navCart')} />
            </li>
          </ul>
        </nav>
        <Suspense fallback={<div className="locale-switcher" />}>
          <LocaleSwitcher />
        </Suspense>
      </div>
    </header>
  );
}
