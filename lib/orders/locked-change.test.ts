import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every state change of an order goes through changeLockedOrder (lib/orders/concurrency.ts,
// docs/decisions.md#order-concurrency): locking an order's row or checking its If-Match anywhere
// else is a second copy of the frame, one that can forget a step (payments once ignored If-Match).
const root = path.resolve(import.meta.dirname, '../..');
const FRAME = 'lib/orders/concurrency.ts';

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('one locked change', () => {
  it('locks an order row and checks If-Match only in changeLockedOrder', () => {
    const offenders = ['lib', 'app'].flatMap(sources).filter((file) => {
      if (file === FRAME) return false;
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return /findOrder\([^)]*lock:\s*true/.test(text) || /\bassertOrderVersion\(/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
