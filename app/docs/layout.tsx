import type { Metadata } from 'next';
import { connection } from 'next/server';

export const metadata: Metadata = { title: 'Reprise API reference' };

// Its own root layout: the API reference is for integrators, outside the localised site.
export default async function DocsLayout({ children }: { children: React.ReactNode }) {
  await connection(); // per-request CSP nonce
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
