'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The page's h1; it takes focus when the page is reached by an in-app navigation, so screen
 * reader and keyboard users start at the new step (a full page load keeps the browser's focus).
 */
export function StepHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    // Focus only when this heading appears after the first load (client-side navigation): the
    // address is no longer the one the document loaded (however fast the visitor got here), or
    // the heading came well after the load, or something on the page had the focus.
    const navigated = !!nav && nav.name !== window.location.href;
    const late = performance.now() - (nav?.domInteractive ?? 0) > 1500;
    if (navigated || late || document.activeElement !== document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
