import type { TranslatedString } from '@/lib/schemas/common';

/**
 * A catalogue label in one language: the cart's, the request's. Falls back to English for a
 * language the app does not speak (a cart's `language` is free text on the wire).
 */
export function inLanguage(label: TranslatedString | undefined, language: string): string {
  return label?.[language as keyof TranslatedString] || label?.en || '';
}
