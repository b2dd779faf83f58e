import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite locates its WASM and data files relative to its own module; bundling breaks that.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Migrations are read from disk at run time; make sure standalone traces include them.
  outputFileTracingIncludes: { '/**': ['./db/migrations/**/*'] },
};

export default withNextIntl(nextConfig);
