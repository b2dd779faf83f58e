import type { ReactNode } from 'react';

// The real root layouts are app/[locale]/layout.tsx (the site) and app/docs/layout.tsx (the API
// reference); this pass-through exists so app/not-found.tsx has a parent (docs/customer-site.md#not-found).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
