'use client';

import { useEffect, useState } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { usePathname } from '@/lib/i18n/navigation';

/**
 * The phone header's Menu button: shows or hides the links below the row (hidden by CSS on wide
 * screens, where the links sit in the row). It closes on navigation and on Escape.
 */
export function MenuToggle({ label, controls }: { label: string; controls: string }) {
  // Open on the page where it was opened: a navigation closes it without an effect.
  const pathname = usePathname();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  // Disabled until hydrated: a tap before would do nothing (docs/decisions.md#forms-before-hydration).
  const hydrated = useHydrated();
  useEffect(() => {
    document.getElementById(controls)?.toggleAttribute('data-open', open);
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, controls]);
  return (
    <button type="button" className="menu-toggle" disabled={!hydrated} aria-expanded={open} aria-controls={controls} onClick={() => setOpenAt(open ? null : pathname)}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </button>
  );
}
