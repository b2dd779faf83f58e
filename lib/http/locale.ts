import { LOCALES, type Locale } from '@/lib/schemas/common';

export const DEFAULT_LOCALE: Locale = 'en';

/** Picks the best of our four languages from an Accept-Language header (q-values honoured). */
export function negotiateLocale(header: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { lang } of ranked) {
    if ((LOCALES as readonly string[]).includes(lang)) return lang as Locale;
  }
  return fallback;
}
