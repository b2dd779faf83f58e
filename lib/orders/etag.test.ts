import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { etagOf, parseIfMatch, preconditionHolds } from './etag';

describe('If-Match on orders (docs/decisions.md#order-concurrency)', () => {
  it('matches its own ETag and only it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (version, other) => {
        expect(preconditionHolds(version, parseIfMatch(etagOf(version)))).toBe(true);
        expect(preconditionHolds(version, parseIfMatch(etagOf(other)))).toBe(version === other);
      }),
    );
  });

  it('reads weak, bare, listed and wildcard tags; no header asks nothing; a foreign tag never matches', () => {
    expect(preconditionHolds(3, parseIfMatch('W/"3"'))).toBe(true);
    expect(preconditionHolds(3, parseIfMatch('3'))).toBe(true);
    expect(preconditionHolds(3, parseIfMatch('"1", "3"'))).toBe(true);
    expect(preconditionHolds(3, parseIfMatch('*'))).toBe(true);
    expect(parseIfMatch(null)).toBeNull();
    expect(parseIfMatch('  ')).toBeNull();
    expect(preconditionHolds(3, parseIfMatch('"abc"'))).toBe(false);
    expect(preconditionHolds(3, parseIfMatch('"3x"'))).toBe(false);
  });
});
