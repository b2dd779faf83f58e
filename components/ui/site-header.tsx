import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SESSION_COOKIE } from '@/lib/auth/policy';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { CartCount } from './cart-count';
import { LocaleSwitcher } from './locale-switcher';

/**
 * Brand, main links and the language switcher, on every customer page: rendered on the server;
 * only the cart count and the switcher (it reads the URL) are client islands. The links are not
 * prefetched: every page is dynamic, and prefetching them all at load kept a phone's main thread busy.
 */
export async function SiteHeader({ cart }: { cart: { id: string; count: number } | null }) {
  const t = await getTranslations('UI');
  const tA = await getTranslations('AccountSelf');
  // The readable hint cookie only chooses which links show; pages check the session themselves (docs/decisions.md#accounts).
  const signedIn = (await cookies()).has(SESSION_COOKIE.hintName);
  const accountLinks = [
    ...(signedIn ? [{ href: '/account', label: tA('navAccount') }] : []),
    ...(signedIn ? [] : [{ href: '/account/sign-in', label: tA('navSignIn') }]),
    ...(signedIn ? [] : [{ href: '/account/sign-up', label: tA('navSignUp') }]),
  ];
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skip')}
      </a>
      <div className="site-header-inner">
        <Link href="/" className="brand" prefetch={false}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <circle cx="14" cy="14" r="13" fill="var(--accent)" />
            <path d="M8 19 L20 9 M9 9 q5 2 10 10" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          <span>Reprise</span>
        </Link>
        <nav aria-label={t('mainNav')} className="main-nav">
          <ul>
            <li>
              <Link href="/book" prefetch={false}>
                {t('navBook')}
              </Link>
            </li>
            <li>
              <Link href="/account/orders" prefetch={false}>
                {t('navOrders')}
              </Link>
            </li>
            {accountLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} prefetch={false}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/cart" className="cart-link" prefetch={false}>
                {t('navCart')}
                <CartCount server={cart} label={t('itemsInCart', { count: cart?.count ?? 0 })} />
              </Link>
            </li>
          </ul>
        </nav>
        <Suspense fallback={<div className="locale-switcher" />}>
          <LocaleSwitcher label={t('language')} />
        </Suspense>
      </div>
    </header>
  );
}
