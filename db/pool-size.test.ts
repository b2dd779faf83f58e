import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { poolSize } from './pool-size';

describe('poolSize', () => {
  it('is twice the local cores when nothing is set', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 256 }), (cores) => poolSize({}, cores) === 2 * cores));
    expect(poolSize({ DB_POOL_MAX: '' }, 2)).toBe(4);
  });

  it("takes the database server's cores when stated, and DB_POOL_MAX above all", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 256 }), fc.integer({ min: 1, max: 256 }), fc.integer({ min: 1, max: 500 }), (local, server, max) => {
        expect(poolSize({ DB_SERVER_CORES: String(server) }, local)).toBe(2 * server);
        expect(poolSize({ DB_SERVER_CORES: String(server), DB_POOL_MAX: String(max) }, local)).toBe(max);
      }),
    );
  });

  it('refuses values that are not positive integers', () => {
    for (const bad of ['0', '-3', '2.5', 'ten']) {
      expect(() => poolSize({ DB_POOL_MAX: bad }, 2)).toThrow(/DB_POOL_MAX/);
      expect(() => poolSize({ DB_SERVER_CORES: bad }, 2)).toThrow(/DB_SERVER_CORES/);
    }
  });
});
