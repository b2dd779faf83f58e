'use client';

import { useSearchParams } from 'next/navigation';
import { useLocale } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { routing } from '@/lib/i18n/routing';

const NAMES: Record<string, string> = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español' };

/** Links to the same page (same path, same query) in each language. */
export function LocaleSwitcher({ label }: { label: string }) {
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const query = Object.fromEntries(search.entries());
  return (
    <nav aria-label={label} className="locale-switcher">
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
              prefetch={false}
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
