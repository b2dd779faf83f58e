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

type Translate = (key: string, params?: object) => string;
const translators = new Map<Locale, Translate>();

/** A loosely typed translator for one namespace, for messages with runtime-chosen keys (one translator per locale, made once). */
export function apiMessages(locale: Locale, namespace: Namespace) {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: MESSAGES[locale], onError: () => {} }) as Translate;
    translators.set(locale, t);
  }
  return (key: string, params?: Record<string, string | number>) => t(`${namespace}.${key}`, params);
}
