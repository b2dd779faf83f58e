'use client';

import { useTranslations } from 'next-intl';
import { useCartCount } from '@/lib/client/cart-count';
import { Link } from '@/lib/i18n/navigation';

/** "Cart (2)": the count comes from the cart query once the browser knows the cart. */
export function CartLink({ label }: { label: string }) {
  const t = useTranslations('UI');
  const count = useCartCount();
  return (
    <Link href="/cart" className="cart-link">
      {label}
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('itemsInCart', { count })}</span>
    </Link>
  );
}
