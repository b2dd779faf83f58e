import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SESSION_COOKIE } from '@/lib/auth/policy';
import { Suspense } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { CartCount } from './cart-count';
import { LocaleSwitcher } from './locale-switcher';
import { MenuToggle } from './menu-toggle';

/**
 * The header's links, in order: one line each (full message key), so adding a page adds a line.
 * The cart link is apart: it stays in the row on phones, with its count.
 */
export const NAV_LINKS = [
  { href: '/book', label: 'UI.navBook' },
  { href: '/prices', label: 'Site.nav.prices' },
  { href: '/account/orders', label: 'UI.navOrders' },
] as const satisfies readonly { href: string; label: string }[];
const SIGNED_IN_LINKS = [{ href: '/account', label: 'AccountSelf.navAccount' }] as const;
const SIGNED_OUT_LINKS = [
  { href: '/account/sign-in', label: 'AccountSelf.navSignIn' },
  { href: '/account/sign-up', label: 'AccountSelf.navSignUp' },
] as const;

/**
 * Brand, main links and the language switcher, on every customer page: rendered on the server;
 * only the cart count, the switcher (it reads the URL) and the phone menu button are client
 * islands. On phones the row holds brand, cart and a Menu button; the links and languages open
 * below it (docs/customer-site.md#header). The links are not prefetched: every page is dynamic, and
 * prefetching them all at load kept a phone's main thread busy.
 */
export async function SiteHeader({ cart }: { cart: { id: string; count: number } | null }) {
  const t = await getTranslations();
  // The readable hint cookie only chooses which links show; pages check the session themselves (docs/decisions.md#accounts).
  const signedIn = (await cookies()).has(SESSION_COOKIE.hintName);
  const links = [...NAV_LINKS, ...(signedIn ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS)];
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('UI.skip')}
      </a>
      <div className="site-header-inner">
        <Link href="/" className="brand" prefetch={false}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <circle cx="14" cy="14" r="13" fill="var(--accent)" />
            <path d="M8 19 L20 9 M9 9 q5 2 10 10" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          <span>Reprise</span>
        </Link>
        <Link href="/cart" className="cart-link" prefetch={false}>
          {t('UI.navCart')}
          <CartCount server={cart} label={t('UI.itemsInCart', { count: cart?.count ?? 0 })} />
        </Link>
        <MenuToggle label={t('Site.header.menu')} controls="site-menu" />
        <div className="site-menu" id="site-menu">
          <nav aria-label={t('UI.mainNav')} className="main-nav">
            <ul>
              {links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} prefetch={false}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Suspense fallback={<div className="locale-switcher" />}>
            <LocaleSwitcher label={t('UI.language')} />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
