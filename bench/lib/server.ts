import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
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

// Servers still running when the bench exits (a failed run's process.exit(1), an uncaught error): their
// process groups are killed, or the detached `next start` would keep the port and the next run would
// report "port already in use".
const running = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/**
 * A production build started as the README starts it (`npm start`: scripts/start.sh, which picks
 * the memory allocator, jemalloc when present, and execs next start; here on loopback), on `port`
 * (BENCH_PORT overrides it unless `exactPort`), with the given variables and nothing else: the app's own defaults
 * (pool size…) are what is measured. `cwd` starts another build (the bare Next page of
 * bench/lib/bare-next.ts, the previous release of tests/upgrade). Resolves once `healthPath`
 * (default /api/health) answers.
 *
 * The child is `next start` itself, not npm (scripts/start.sh ends in `exec`: the shell's process
 * becomes the server): a signal reaches the server alone, as an orchestrator's reaches a
 * container's process, and `stop` waits for the server's own exit. (npm in between died of the
 * SIGTERM at once, and a SIGKILL meant for stragglers then killed the server in the middle of its
 * graceful shutdown: docs/operations.md#graceful-shutdown.)
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  options: { cwd?: string; healthPath?: string; exactPort?: boolean } = {},
): Promise<{ url: string; stop: (graceMs?: number) => Promise<void>; exitCode: () => number | null; signalCode: () => string | null }> {
  // exactPort: the caller already applied BENCH_PORT (a second server of the same run on the next port).
  port = options.cwd || options.exactPort ? port : Number(process.env.BENCH_PORT ?? port);
  // Something already answering there would be taken for this server (two e2e specs once shared a port).
  if (await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false)) throw new Error(`port ${port} is already in use`);
  const cwd = options.cwd ?? process.cwd();
  const nextBin = path.join(cwd, 'node_modules', 'next', 'dist', 'bin', 'next');
  const args = ['-H', '127.0.0.1', '-p', String(port)];
  // Another build (an older release) is started bare: its start script may not exist.
  const [command, argv] = options.cwd ? [process.execPath, [nextBin, 'start', ...args]] : ['/bin/sh', [path.join(cwd, 'scripts', 'start.sh'), ...args]];
  // The script's `next` runs on the first node in PATH: this one.
  const PATH = [path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
  const child: ChildProcess = spawn(command, argv, {
    cwd,
    env: { ...process.env, PATH, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore', 'inherit'],
    detached: true,
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (gone()) throw new Error(`next start exited with ${child.exitCode ?? child.signalCode}`);
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
    /** SIGTERM to the server, its exit awaited; SIGKILL to its process group only after `graceMs`. */
    stop: async (graceMs = 5000) => {
      if (gone()) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, graceMs))]);
      if (!gone()) process.kill(-child.pid!, 'SIGKILL');
    },
  };
}
