import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import type { Locale } from '@/lib/schemas/common';

const MESSAGES = { de, en, es, fr } as const;
type Namespace = keyof typeof en;

/** Translators for code outside the [locale] tree (route handlers): the locale comes from the request. */
export function apiTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Problems', onError: () => {} });
}

/** A loosely typed translator for one namespace, for messages with runtime-chosen keys. */
export function apiMessages(locale: Locale, namespace: Namespace) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], onError: () => {} });
  return (key: string, params?: Record<string, string | number>) => (t as (k: string, p?: object) => string)(`${namespace}.${key}`, params);
}
