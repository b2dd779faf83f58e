import { defineRouting } from 'next-intl/routing';
import type { Locale } from '@/lib/schemas/common';

// The list is spelled out (type-checked against the schemas' Locale) rather than imported:
// importing lib/schemas/common at run time would put zod into every page's client bundle
// (the locale switcher and links use this module).
const LOCALES = ['fr', 'en', 'de', 'es'] as const satisfies readonly Locale[];

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'fr',
  localePrefix: 'always',
});
