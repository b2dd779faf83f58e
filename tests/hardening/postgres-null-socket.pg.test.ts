import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import '../helpers/http'; // the postgres project's database URL

// porsager/postgres#1208's reproduction of the null-socket TypeError (scripts/patch-postgres.mjs):
// without the guard, the query after the backend died throws from a setImmediate, an
// uncaughtException that fails this run whatever the test awaits.
const sql = postgres(process.env.DATABASE_URL!, { max: 2, onnotice: () => {} });
const killer = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
afterAll(async () => {
  await sql.end({ timeout: 1 });
  await killer.end({ timeout: 1 });
});

describe('postgres.js after its backend is terminated (#36.1)', () => {
  it('fails the query, never throws an uncaught TypeError from a deferred write', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => void uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      const reserved = await sql.reserve();
      const [row] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
      const pid = row!.pid;
      await killer`select pg_terminate_backend(${pid})`;
      await expect(reserved`select 1`).rejects.toThrow(); // CONNECTION_CLOSED or ECONNRESET, as the race goes
      await Promise.race([reserved`select 1`.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500))]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(uncaught).toEqual([]);
      // The pool itself is still usable.
      expect((await sql`select 1 as one`)[0]!.one).toBe(1);
    } finally {
      process.off('uncaughtException', record);
    }
  });
});
