'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/error-state';
import { browserApi } from '@/lib/client/api';
import { useReloadStaleCart } from '@/lib/client/stale-cart';
import { useRememberCart } from '@/lib/client/use-cart';
import type { Cart } from '@/lib/schemas/cart';
import { ClientForm } from '@/components/ui/client-form';

/** The discount code field; a refusal shows the server's sentence under it and focuses it (docs/customer-site.md#refusals). */
export function DiscountCode({ cart }: { cart: Cart }) {
  const t = useTranslations('Cart');
  const tUi = useTranslations('UI');
  const remember = useRememberCart();
  const [code, setCode] = useState('');
  const reloadStale = useReloadStaleCart(cart.id);
  const apply = useMutation({
    mutationFn: (value: string | null) => browserApi.carts.update(cart.id, { discountCode: value }),
    onSuccess: remember,
    // The refusal is read out where it happened: the field takes the focus, its message describes it.
    onError: (e) => {
      reloadStale(e);
      requestAnimationFrame(() => document.getElementById('discount-code')?.focus());
    },
  });
  const error = apply.isError ? problemMessage(apply.error, tUi('unexpected'), tUi('offline')) : null;
  if (cart.discountCode) {
    return (
      <p className="applied-code">
        {t('codeApplied', { code: cart.discountCode })}{' '}
        <button type="button" className="link-button" onClick={() => apply.mutate(null)}>
          {tUi('remove')}
        </button>
      </p>
    );
  }
  return (
    <ClientForm
      className={`field discount-form${error ? ' has-error' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) apply.mutate(code.trim());
      }}
    >
      <label className="field-label" htmlFor="discount-code">
        {t('discountCode')}
      </label>
      <div className="inline-field">
        <input
          id="discount-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'discount-code-error' : undefined}
        />
        <Button type="submit" variant="secondary" busy={apply.isPending}>
          {t('apply')}
        </Button>
      </div>
      {error ? (
        <p className="field-error" id="discount-code-error" role="alert">
          {error}
        </p>
      ) : null}
    </ClientForm>
  );
}
