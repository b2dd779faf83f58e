'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

const NAMES: Record<string, string> = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español' };

/** Links to the same page (same path, same query) in each language. */
export function LocaleSwitcher() {
  const t = useTranslations('UI');
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const query = Object.fromEntries(search.entries());
  return (
    <nav aria-label={t('language')} className="locale-switcher">
      <ul>
        {routing.locales.map((l) => (
          <li key={l}>
            <Link
              href={{ pathname, query }}
              locale={l}
              lang={l}
              hrefLang={l}
              aria-current={l === locale ? 'true' : undefined}
              title={NAMES[l]}
              scroll={false}
            >
              <span aria-hidden="true">{l.toUpperCase()}</span>
              <span className="visually-hidden">{NAMES[l]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
