import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseAvailable, RECHECK_MS, registerDatabaseProbe, reportConnectionFailure, reportDatabaseUp } from './availability';

const slot = globalThis as { __repriseDbAvailability?: unknown };
afterEach(() => {
  delete slot.__repriseDbAvailability;
  vi.useRealTimers();
});

describe('db/availability: what the proxy asks before each page', () => {
  it('known up, answers true at once without probing (no round trip on the fast path)', () => {
    const probe = vi.fn(async () => true);
    registerDatabaseProbe(probe);
    reportDatabaseUp();
    for (let i = 0; i < 100; i++) expect(databaseAvailable()).toBe(true);
    expect(probe).not.toHaveBeenCalled();
  });

  it('after a connection failure, one probe decides for every waiting request', async () => {
    let answer!: (ok: boolean) => void;
    const probe = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    registerDatabaseProbe(probe);
    reportDatabaseUp();
    reportConnectionFailure();
    const waiting = [databaseAvailable(), databaseAvailable(), databaseAvailable()];
    answer(true);
    expect(await Promise.all(waiting)).toEqual([true, true, true]);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(databaseAvailable()).toBe(true); // up again: no more probes
  });

  it('down: false without probing for RECHECK_MS, then probed again (back without a restart)', async () => {
    vi.useFakeTimers();
    let up = false;
    const probe = vi.fn(async () => up);
    registerDatabaseProbe(probe);
    expect(await databaseAvailable()).toBe(false); // unknown at start: probed
    expect(await databaseAvailable()).toBe(false);
    expect(probe).toHaveBeenCalledTimes(1);
    up = true;
    vi.advanceTimersByTime(RECHECK_MS + 1);
    expect(await databaseAvailable()).toBe(true);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('a probe that throws counts as down; nothing registered (build, tests) counts as up', async () => {
    expect(databaseAvailable()).toBe(true);
    registerDatabaseProbe(async () => {
      throw new Error('ECONNREFUSED');
    });
    expect(await databaseAvailable()).toBe(false);
  });
});
