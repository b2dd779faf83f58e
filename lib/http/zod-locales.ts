import type * as z from 'zod';
import de from 'zod/v4/locales/de.js';
import en from 'zod/v4/locales/en.js';
import es from 'zod/v4/locales/es.js';
import fr from 'zod/v4/locales/fr.js';
import type { Locale } from '@/lib/schemas/common';

/**
 * zod's own messages in the four languages the API answers in. Imported one by one: `z.locales`
 * brought all of zod's ~45 languages (168 KB) into the server code that Turbopack copies into
 * every API route's chunk (docs/performance.md#memory). Each map is built once, not per parse.
 */
export const ZOD_ERRORS: Record<Locale, z.core.$ZodErrorMap> = {
  de: de().localeError,
  en: en().localeError,
  es: es().localeError,
  fr: fr().localeError,
};
