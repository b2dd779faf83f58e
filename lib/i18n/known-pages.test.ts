import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPagePath } from './known-pages';

describe('isKnownPagePath', () => {
  it('knows every page folder under app/[locale]', () => {
    const dir = path.join(import.meta.dirname, '../../app/[locale]');
    const folders = readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !/^[_[(]/.test(e.name)).map((e) => e.name);
    for (const f of folders) expect(isKnownPagePath(`/fr/${f}`), f).toBe(true);
    expect(isKnownPagePath('/fr')).toBe(true);
    expect(isKnownPagePath('/fr/')).toBe(true);
  });
  it('marks anything else', () => {
    expect(isKnownPagePath('/fr/nimportequoi')).toBe(false);
    expect(isKnownPagePath('/de/bookings/1')).toBe(false);
  });
});
