import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { API_CSP, COMMON_HEADERS } from './lib/security-headers.mjs';

/** next-intl's build plugin, as `next build` and `next dev` apply it. */
const NEXT_INTL_PLUGIN = {
  requestConfig: './lib/i18n/request.ts',
  experimental: {
    // ICU messages compiled at build time: the browser formats them without bundling or running
    // intl-messageformat's parser (it took 100–200 ms of main thread per page on a throttled phone).
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
};

/** Any path ending in a slash but those of the API (`/api/…`, `/v1/…`), as Next's own trailing-slash redirect would match it. */
const PAGE_WITH_TRAILING_SLASH = '/:path((?!api(?:/|$)|v1(?:/|$)).+)/';

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The build checks the app's own types; tests and tools are checked by `npm run typecheck`.
  typescript: { tsconfigPath: 'tsconfig.build.json' },
  reactStrictMode: true,
  // PGlite locates its WASM and data files relative to its own module; bundling breaks that.
  // postgres.js runs as shipped (measured a few % faster per order than bundled).
  // prom-client, pino and OpenTelemetry hold process-wide state (a registry, a stream, a tracer
  // provider) that route bundles and instrumentation.ts must share: one copy, from node_modules.
  // The rest: Turbopack copies a package used by several route groups into each group's chunks
  // (pdf-lib and fontkit 3 times, the holidays' time zones twice, zod 34 times on 2026-11-28), and
  // Node loads every copy; from node_modules each is loaded once per process (docs/performance.md#memory).
  serverExternalPackages: [
    'zod',
    'pdf-lib',
    '@pdf-lib/fontkit',
    'stripe',
    'date-holidays',
    'libphonenumber-js',
    'bwip-js',
    'qrcode',
    '@electric-sql/pglite',
    'postgres',
    'prom-client',
    'pino',
    '@opentelemetry/api',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/sdk-trace-base',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/resources',
  ],
  // Migrations, the demo catalogue's files and the API's messages are read from disk at run time; make sure standalone traces include them.
  // The printed documents' fonts are read from node_modules at run time (lib/documents/fonts.ts).
  outputFileTracingIncludes: {
    '/**': [
      './db/migrations/**/*',
      './db/seed/demo/*.json', // the demo catalogue, imported on the first start (docs/back-office.md#catalogue-import)
      './messages/*.json', // read at run time by lib/http/messages.ts
      './node_modules/@expo-google-fonts/noto-sans/{400Regular,700Bold}/*.ttf',
      './node_modules/@expo-google-fonts/noto-sans-sc/{400Regular,700Bold}/*.ttf',
    ],
  },
  experimental: {
    // The stylesheet (~5 kB gzipped) goes into each page's <head>: the first paint waits for
    // no request, which is what a first visit on a slow phone network feels most.
    inlineCss: true,
  },
  // A trailing slash: Next's own redirect (308 to the path without it, no body, no CORS headers) would
  // break a cross-origin call to `/api/sip/orders/` (docs/integrators.md#trailing-slash). It is off;
  // API and catalogue paths are answered as without the slash (Next's file-system routing drops it),
  // and pages keep the redirect through the one below (tests/integrators/trailing-slash.int.test.ts).
  skipTrailingSlashRedirect: true,
  async redirects() {
    return [{ source: PAGE_WITH_TRAILING_SLASH, destination: '/:path', permanent: true }];
  },
  // The certificate keys at their well-known address (docs/certificates.md#keys); App Router does not route dot folders.
  async rewrites() {
    return [{ source: '/.well-known/jwks.json', destination: '/api/sip/certificates/keys' }];
  },
  async headers() {
    const apiHeaders = [{ key: 'Content-Security-Policy', value: API_CSP }];
    return [
      { source: '/:path*', headers: COMMON_HEADERS },
      { source: '/api/:path*', headers: apiHeaders },
      { source: '/v1/:path*', headers: apiHeaders },
    ];
  },
};

/**
 * The config Next asks for in each phase. next-intl's plugin only adds build settings (Turbopack's
 * aliases and loaders for the request config and the precompiled messages), and importing it
 * loads its message extractor's native tools (@swc/core, @parcel/watcher): ~14 MB resident in
 * every `next start` for nothing. The production server gets the config without it
 * (docs/performance.md#memory).
 * @param {string} phase
 * @returns {Promise<import('next').NextConfig>}
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin(NEXT_INTL_PLUGIN)(nextConfig);
}

