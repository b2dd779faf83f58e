import { spawn, type ChildProcess } from 'node:child_process';
import postgres from 'postgres';

export const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A fresh database on the local Postgres for one benchmark run. */
export async function freshDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * The existing production build started exactly as the README starts it (`npm start`: next start
 * on loopback, MALLOC_ARENA_MAX=2), on `port` (BENCH_PORT overrides it), with the given
 * variables and nothing else: the app's own defaults (pool size…) are what is measured.
 * `cwd` starts another build instead (the bare Next page of bench/lib/bare-next.ts) with
 * `next start` itself. Resolves once `healthPath` (default /api/health) answers.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options: { cwd?: string; healthPath?: string } = {},
): Promise<{ url: string; stop: (graceMs?: number) => Promise<void>; exitCode: () => number | null; signalCode: () => string | null }> {
  port = options.cwd ? port : Number(process.env.BENCH_PORT ?? port);
  // Something already answering there would be taken for this server (two e2e specs once shared a port).
  if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) throw new Error(`port ${port} is already in use`);
  const [command, args]: [string, string[]] = options.cwd ? ['npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)]] : ['npm', ['start', '--', '-p', String(port)]];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${options.healthPath ?? '/api/health'}`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('next start did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    exitCode: () => child.exitCode,
    signalCode: () => child.signalCode,
    /** SIGTERM, then SIGKILL after `graceMs` (bench/repro/shutdown.spec.ts gives the graceful shutdown its time). */
    stop: async (graceMs = 5000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}
