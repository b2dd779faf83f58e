/** Every `docs/<file>.md#<anchor>` cited in code, config or docs names a section that exists. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', '.api-check', '.next', '.data', '.git', 'test-results', 'playwright-report', 'migrations']);

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (/\.(ts|tsx|mjs|md)$/.test(entry.name)) yield full;
  }
}

describe('docs citations', () => {
  it('point at sections that exist', () => {
    const anchors = new Map<string, Set<string>>();
    for (const doc of fs.readdirSync(path.join(root, 'docs'))) {
      const text = fs.readFileSync(path.join(root, 'docs', doc), 'utf8');
      anchors.set(doc, new Set([...text.matchAll(/<a id="([a-z-]+)"><\/a>/g)].map((m) => m[1]!)));
    }
    const cited: string[] = [];
    const broken: string[] = [];
    for (const file of files(root)) {
      const text = fs.readFileSync(file, 'utf8');
      // A docs/ path with an anchor from anywhere, or a markdown link between the docs themselves.
      for (const m of text.matchAll(/(?:docs\/|\]\()([a-z-]+\.md)#([a-z-]+)/g)) {
        const where = `${path.relative(root, file)} → ${m[1]}#${m[2]}`;
        cited.push(where);
        if (!anchors.get(m[1]!)?.has(m[2]!)) broken.push(where);
      }
    }
    expect(broken).toEqual([]);
    expect(cited.length).toBeGreaterThan(30);
  });
});
