'use client';

import { Link } from '@/lib/i18n/navigation';

export type BackOfficeLinks = { label: string; links: (readonly [href: string, label: string])[] };

/** The admin bar's "Back office" group (docs/back-office.md): a labelled sub-list, each link marked current where it is. */
export function BackOfficeGroup({ group, current }: { group: BackOfficeLinks; current: (href: string) => boolean }) {
  return (
    <li className="admin-nav-group">
      <span id="admin-nav-back-office" className="admin-nav-group-label">{group.label}</span>
      <ul aria-labelledby="admin-nav-back-office">
        {group.links.map(([href, label]) => (
          <li key={href}>
            <Link href={href} aria-current={current(href) ? 'page' : undefined} prefetch={false}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
