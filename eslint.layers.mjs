/**
 * The layer directions of docs/architecture.md#import-rules, enforced at lint time. Each folder
 * gets one list (flat config replaces a rule's options for files matched again, so the lists
 * are composed here and the globs do not overlap).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

/** Modules marked `import 'server-only'`: the browser must never load them. */
function serverOnlyModules(dir) {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((file) => /^import 'server-only';/m.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .map((file) => `@/${file.replace(/\.tsx?$/, '')}`);
}

const why = (rule) => `${rule} (docs/architecture.md#import-rules)`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

const noApp = { regex: '^@/app(/|$)', message: why('Only app/ imports app/') };
const noComponents = { regex: '^@/components(/|$)', message: why('lib/ and db/ never import components/') };
/** lib/client takes one form type from components/ until the UI half moves it to lib/client. */

const noDbValues = { regex: '^@/db(/|$)', allowTypeImports: true, message: why('Browser code and pure modules take only types from db/') };
const noServerOnly = {
  regex: `^(server-only|node:.*|${serverOnlyModules('lib').map(escape).join('|')})$`,
  message: why('Browser code never imports server-only modules'),
};
/** Pure leaves below the domain: what db/ and lib/schemas may use from lib/. */
const onlyLeaves = (leaves) => ({
  regex: `^@/lib/(?!(${leaves.join('|')})(/|$))`,
  message: why(`Only ${leaves.map((l) => `lib/${l}`).join(', ')} from lib/ here`),
});

/** The domain throws its own errors (lib/errors.ts); only lib/http knows their statuses. */
const noHttpErrors = { regex: '^@/lib/http/errors$', message: why('The domain imports lib/errors, not lib/http/errors (the status table)') };
/** Pure modules compute: no Node built-ins, no HTTP, no module doing I/O (types are fine). */
const noNode = { regex: '^node:', message: why('Pure modules do no I/O: no node:* module') };
const noIo = {
  regex: `^(server-only|@/lib/http(/.*)?|${serverOnlyModules('lib').map(escape).join('|')})$`,
  allowTypeImports: true,
  message: why('Pure modules do no I/O: no server-only module, nothing of lib/http'),
};

/**
 * The pure modules (docs/architecture.md#import-rules): rules with a space of inputs, property
 * tested, that never touch the database, the network or the clock's side effects.
 * tests/lint/layers.test.ts proves that importing getDb into one of them fails lint.
 */
export const PURE_MODULES = [
  'lib/money.ts',
  'lib/errors.ts',
  'lib/canonical-json.ts',
  'lib/auth/scope.ts',
  'lib/orders/status.ts',
  'lib/orders/scope.ts',
  'lib/orders/cursor.ts',
  'lib/orders/etag.ts',
  'lib/orders/payment-rules.ts',
  'lib/atelier/capacity.ts',
  'lib/attributes/**/*.ts',
];

const SCHEMA_LEAVES = ['schemas', 'attributes/types', 'auth/policy', 'photos/limits'];
// lib/observability: logs, metrics and spans, which db/ writes too; it imports nothing of the app.
const DB_LEAVES = [...SCHEMA_LEAVES, 'pricing', 'money', 'observability'];
const PRICING_LEAVES = ['schemas', 'pricing', 'money'];

const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export const layerRules = [
  layer(['db/**/*.ts'], [noApp, noComponents, onlyLeaves(DB_LEAVES)], ['db/seed/**']),
  // The demo loader goes through the brand's catalogue import, checks included (docs/back-office.md#catalogue-import).
  layer(['db/seed/**/*.ts'], [noApp, noComponents, onlyLeaves([...DB_LEAVES, 'catalogue/import'])]),
  layer(['lib/**/*.{ts,tsx}'], [noApp, noComponents, noHttpErrors], ['lib/schemas/**', 'lib/pricing/**', 'lib/client/**', 'lib/http/**', 'lib/openapi/**', 'lib/contracts/**', ...PURE_MODULES]),
  layer(['lib/http/**/*.ts', 'lib/openapi/**/*.ts', 'lib/contracts/**/*.ts'], [noApp, noComponents]),
  layer(PURE_MODULES, [noApp, noComponents, noDbValues, noNode, noIo], ['**/*.test.ts']),
  layer(['lib/schemas/**/*.ts'], [noApp, noComponents, noDbValues, onlyLeaves(SCHEMA_LEAVES)]),
  layer(['lib/pricing/**/*.ts'], [noApp, noComponents, noDbValues, noNode, noIo, onlyLeaves(PRICING_LEAVES)], ['lib/pricing/**/*.test.ts']),
  layer(['lib/client/**/*.{ts,tsx}'], [noApp, noComponents, noDbValues, noServerOnly]),
  layer(['components/**/*.{ts,tsx}'], [noApp, noDbValues, noServerOnly]),
];
