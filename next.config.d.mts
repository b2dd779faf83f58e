import type { NextConfig } from 'next';

/** next.config.mjs, as tests read it (tests/integrators/trailing-slash.int.test.ts). */
declare const nextConfig: NextConfig;
export default nextConfig;
