import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Reprise API reference' };

// Its own root layout: the API reference is for integrators, outside the localised site.
export default function DocsLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0 }}>{children}</body>
    </html>
  );
}
