'use client';

import { useTranslations } from 'next-intl';
import { useCartCount } from '@/lib/client/cart-count';

/**
 * The count inside the header's cart link. The server renders it with its words; the browser
 * only formats the words again when the count changes.
 */
export function CartCount({ server, label }: { server: { id: string; count: number } | null; label: string }) {
  const t = useTranslations('UI');
  const count = useCartCount(server);
  return (
    <>
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{count === (server?.count ?? 0) ? label : t('itemsInCart', { count })}</span>
    </>
  );
}
