import type { TranslatedString } from '@/lib/schemas/common';

/**
 * A catalogue label in one language: the cart's, the request's. Falls back to English for a
 * language the app does not speak (a cart's `language` is free text on the wire).
 */
export function inLanguage(label: TranslatedString | null | undefined, language: string): string {
  return label?.[language as keyof TranslatedString] || label?.en || '';
}

/**
 * The message for a code the messages may not know (a status, a role, a logistics kind, a
 * payment method): `t(key)` when there is one, else the code as the API gave it.
 */
export function messageOr<Key extends string>(t: { (key: Key): string; has(key: Key): boolean }, key: string, fallback: string): string {
  return t.has(key as Key) ? t(key as Key) : fallback;
}
