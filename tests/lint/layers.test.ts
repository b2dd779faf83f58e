import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The layer rules (eslint.layers.mjs, docs/architecture.md#import-rules) on code that breaks
// them, linted as if it were in the file named: each must be refused, and the same import where
// it belongs must not be.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
}, 60_000);

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

const GET_DB = "import { getDb } from '@/db/client';\n\nexport const db = getDb;\n";

describe('layer rules', () => {
  it('refuse getDb in a pure module (lib/orders/status.ts, lib/money.ts), and allow it in a domain service', async () => {
    expect(await layerErrors('lib/orders/status.ts', GET_DB)).toEqual([expect.stringContaining('db/')]);
    expect(await layerErrors('lib/money.ts', GET_DB)).toHaveLength(1);
    expect(await layerErrors('lib/orders/read.ts', GET_DB)).toEqual([]);
  }, 60_000);

  it('refuse node:* and I/O modules in pure modules, but let them take types', async () => {
    expect(await layerErrors('lib/auth/scope.ts', "import { readFileSync } from 'node:fs';\n\nexport const read = readFileSync;\n")).toHaveLength(1);
    expect(await layerErrors('lib/pricing/totals.ts', "import { randomUUID } from 'node:crypto';\n\nexport const id = randomUUID;\n")).toHaveLength(1);
    expect(await layerErrors('lib/orders/scope.ts', "import { getCatalogue } from '@/lib/catalogue/snapshot';\n\nexport const c = getCatalogue;\n")).toHaveLength(1);
    expect(await layerErrors('lib/orders/scope.ts', "import type { Principal } from '@/lib/auth/session';\n\nexport type P = Principal;\n")).toEqual([]);
  }, 60_000);

  it('refuse lib/http/errors in the domain: it throws lib/errors, the HTTP layer maps statuses', async () => {
    const httpErrors = "import { ApiError } from '@/lib/http/errors';\n\nexport const E = ApiError;\n";
    expect(await layerErrors('lib/orders/payments.ts', httpErrors)).toHaveLength(1);
    expect(await layerErrors('lib/http/handler.ts', httpErrors)).toEqual([]);
  }, 60_000);
});
