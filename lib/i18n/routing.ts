import { defineRouting } from 'next-intl/routing';
import { LOCALES } from '@/lib/schemas/common';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'fr',
  localePrefix: 'always',
});
