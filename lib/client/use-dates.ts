'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { formatDate, formatSlot, type DateStyle } from '@/lib/i18n/dates';

export type StoreClock = { country?: string | null; timeZone?: string | null } | null | undefined;

/**
 * Dates for a page, in the store's time zone and the store country's conventions
 * (docs/decisions.md#time-zones): the one way a page shows a date.
 */
export function useStoreDates(store: StoreClock) {
  const language = useLocale();
  const country = store?.country ?? null;
  const timeZone = store?.timeZone ?? null;
  return useMemo(() => {
    const ctx = { language, country, timeZone };
    return {
      date: (value: string | Date, style: DateStyle = 'dateLong') => formatDate(value, ctx, style),
      slot: (slot: { start: string; end: string }) => formatSlot(slot, ctx),
    };
  }, [language, country, timeZone]);
}
