import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_VERSIONS, deprecationHeaders, LATEST_API_VERSION, requestedVersion } from './api-version';

// docs/integrators.md#versioning
describe('API versions', () => {
  it('are the dated sections of docs/changelog.md, oldest first; the latest is the newest', () => {
    const changelog = fs.readFileSync(path.join(import.meta.dirname, '../../docs/changelog.md'), 'utf8');
    const dated = [...changelog.matchAll(/^## (\d{4}-\d{2}-\d{2})$/gm)].map((m) => m[1]!);
    expect([...API_VERSIONS]).toEqual(dated.toSorted());
    expect(LATEST_API_VERSION).toBe(dated.toSorted().at(-1));
  });

  it('a header names a version, none, or an unknown one', () => {
    expect(requestedVersion(null)).toBeNull();
    expect(requestedVersion(' ')).toBeNull();
    expect(requestedVersion(` ${API_VERSIONS[0]} `)).toBe(API_VERSIONS[0]);
    for (const bad of ['2026-13-01', 'latest', '2026-11-28T00:00:00Z', '20261128']) expect(requestedVersion(bad)).toBe('unknown');
  });

  it('a deprecated operation answers Deprecation (RFC 9745), Sunset (RFC 8594) when set, and its links', () => {
    expect(deprecationHeaders({ since: '2026-11-29' })).toEqual({ deprecation: `@${Date.UTC(2026, 10, 29) / 1000}`, link: '</docs>; rel="deprecation"; type="text/html"' });
    const full = deprecationHeaders({ since: '2026-11-29', sunset: '2027-06-01', successor: '/api/sip/shopping-cart' });
    expect(full.sunset).toBe('Tue, 01 Jun 2027 00:00:00 GMT');
    expect(full.link).toContain('</api/sip/shopping-cart>; rel="successor-version"');
  });
});
