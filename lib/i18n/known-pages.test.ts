import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownPagePath, rendersUnstreamed } from './known-pages';

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
  it('renders unstreamed what may 404: unknown paths and every back-office page, nothing else', () => {
    const backOffice = readdirSync(path.join(import.meta.dirname, '../../app/[locale]/admin'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && ['people', 'audit-log', 'ateliers', 'stores', 'delivery-options'].includes(e.name));
    expect(backOffice).toHaveLength(5);
    for (const f of backOffice) expect(rendersUnstreamed(`/fr/admin/${f.name}`), f.name).toBe(true);
    expect(rendersUnstreamed('/fr/nimportequoi')).toBe(true);
    expect(rendersUnstreamed('/fr/admin')).toBe(false);
    expect(rendersUnstreamed('/fr/admin/orders/x')).toBe(false);
    expect(rendersUnstreamed('/en/book')).toBe(false);
  });
});
