import type { Metadata } from 'next';
import { connection } from 'next/server';
import { BRAND_ICON } from '@/components/brand-icon';

// The site's icon: without one the browser asks for /favicon.ico (a 404 in the console).
export const metadata: Metadata = { title: 'Reprise API reference', icons: { icon: BRAND_ICON } };

// Its own root layout: the API reference is for integrators, outside the localised site.
export default async function DocsLayout({ children }: { children: React.ReactNode }) {
  await connection(); // per-request CSP nonce
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
