import type { NextConfig } from 'next';

/** next.config.mjs, as tests read it (tests/integrators/trailing-slash.int.test.ts): the config Next asks for in `phase`. */
declare function config(phase: string): Promise<NextConfig>;
export default config;
