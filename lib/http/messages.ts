import { readFileSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { createTranslator } from 'next-intl';
import type en from '@/messages/en.json';
import type { Locale } from '@/lib/schemas/common';
import { messageErrorHandler, strictMessages } from '@/lib/i18n/missing';

type Messages = typeof en;
type Namespace = keyof Messages;
type Tree = { [key: string]: string | Tree };

/**
 * Inside Next (`next start`, `next dev`), next.config.mjs turns next-intl's build-time precompile on:
 * its translators then only format messages compiled by icu-minify, and a raw ICU string would be
 * printed as written ("{number}"). Outside Next (vitest, `npm run worker`) next-intl parses raw
 * ICU itself. docs/performance.md#memory-routes
 */
const compiledMessages = () => process.env.NEXT_RUNTIME === 'nodejs';

function compileTree(tree: Tree): Tree {
  const out: Tree = {};
  for (const [key, value] of Object.entries(tree)) out[key] = typeof value === 'string' ? (compile(value) as unknown as string) : compileTree(value);
  return out;
}

/**
 * The messages, read from messages/*.json once per process and kept on globalThis. Not imported:
 * Turbopack writes the server code every API route shares into one identical chunk per route group,
 * and an import made each copy parse its own 446 KB of the four languages (34 copies on
 * 2026-11-28; docs/performance.md#memory-routes). `locale` is one of the four
 * (lib/schemas/common.ts), never a path.
 */
const process_ = globalThis as unknown as { __repriseMessages?: Partial<Record<Locale, Messages>>; __repriseTranslators?: Map<string, unknown> };
function messagesOf(locale: Locale): Messages {
  const loaded = (process_.__repriseMessages ??= {});
  return (loaded[locale] ??= (() => {
    const raw = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree;
    return (compiledMessages() ? compileTree(raw) : raw) as unknown as Messages;
  })());
}

/** One value per locale, made on first use and shared by the process: a translator is costly to make and never changes. */
function perLocale<T>(name: string, make: (locale: Locale) => T): (locale: Locale) => T {
  const made = (process_.__repriseTranslators ??= new Map());
  return (locale) => {
    const key = `${name}:${locale}`;
    if (!made.has(key)) made.set(key, make(locale));
    return made.get(key) as T;
  };
}

/** Translators for code outside the [locale] tree (route handlers): the locale comes from the request. */
export const apiTranslator = perLocale('problems', (locale) => createTranslator({ locale, messages: messagesOf(locale), namespace: 'Problems', onError: messageErrorHandler(strictMessages()) }));

type Translate = (key: string, params?: object) => string;
const translator = perLocale('all', (locale) => createTranslator({ locale, messages: messagesOf(locale), onError: messageErrorHandler(strictMessages()) }) as Translate);

/** A loosely typed translator for one namespace, for messages with runtime-chosen keys. */
export function apiMessages(locale: Locale, namespace: Namespace) {
  const t = translator(locale);
  return (key: string, params?: Record<string, string | number>) => t(`${namespace}.${key}`, params);
}
