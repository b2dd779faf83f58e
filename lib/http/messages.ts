import { createTranslator } from 'next-intl';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import type { Locale } from '@/lib/schemas/common';
import { messageErrorHandler, strictMessages } from '@/lib/i18n/missing';

const MESSAGES = { de, en, es, fr } as const;
type Namespace = keyof typeof en;

/** One value per locale, made on first use: a translator is costly to make and never changes. */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale));
    return made.get(locale)!;
  };
}

/** Translators for code outside the [locale] tree (route handlers): the locale comes from the request. */
export const apiTranslator = perLocale((locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'Problems', onError: messageErrorHandler(strictMessages()) }));

type Translate = (key: string, params?: object) => string;
const translator = perLocale((locale) => createTranslator({ locale, messages: MESSAGES[locale], onError: messageErrorHandler(strictMessages()) }) as Translate);

/** A loosely typed translator for one namespace, for messages with runtime-chosen keys. */
export function apiMessages(locale: Locale, namespace: Namespace) {
  const t = translator(locale);
  return (key: string, params?: Record<string, string | number>) => t(`${namespace}.${key}`, params);
}
