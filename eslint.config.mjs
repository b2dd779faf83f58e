import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { layerRules } from './eslint.layers.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.data/**', 'node_modules/**', 'next-env.d.ts', 'artifacts/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...layerRules,
];

export default config;
