'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { CustomerErrorWords } from '@/lib/client/customer-form';

/** The words of a refused contact field, the same on the checkout and the saved-address form (docs/customer-site.md#refusals). */
export function useContactErrorWords(): CustomerErrorWords {
  const t = useTranslations('Checkout.errors');
  return useMemo(
    () => ({ required: t('required'), email: t('email'), phone: t('phone'), zip: t('zip'), invalid: t('invalid'), tooLong: t('tooLong'), tooLongMax: (max: number) => t('tooLongMax', { max }) }),
    [t],
  );
}
