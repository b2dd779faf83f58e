import createMiddleware from 'next-intl/middleware';
import { routing } from '@/lib/i18n/routing';

// Locale routing only. It is never the guard: every handler and page checks access itself.
export default createMiddleware(routing);

export const config = {
  // Segment-bounded exclusions: the JSON APIs, the docs page, Next internals, files with a dot.
  matcher: ['/((?!api/|api$|v1/|v1$|docs/|docs$|_next/|_vercel/|.*\\..*).*)'],
};
