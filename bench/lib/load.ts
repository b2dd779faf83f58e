import { execFileSync, spawn } from 'node:child_process';
import { cpuMs, listenerPid } from './cpu';

/** `serverCpuMs`: CPU time (user + system) the server listening on the URL's port spent during the run. */
export type LoadResult = { name: string; connections: number; rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number; serverCpuMs?: number };

/** `script`: a wrk Lua script (its environment in `env`) for requests that change each time. */
export type Target = { name: string; path: string; headers?: Record<string, string>; script?: string; env?: Record<string, string> };

/**
 * wrk (Debian's package) rather than autocannon: on 2 cores autocannon itself burnt
 * 125 % CPU reading a 240 KB body and became the bottleneck; wrk is C and stays small.
 */
export function ensureWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return; // wrk --version exits 1 by design
    execFileSync('bash', ['-c', 'apt-get install -y -qq wrk || (apt-get update -qq && apt-get install -y -qq wrk)'], { stdio: 'inherit' });
  }
}

/** One fixed-duration closed-loop run; latencies in ms. */
export async function measure(baseUrl: string, target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '10s'];
  for (const [k, v] of Object.entries(target.headers ?? {})) args.push('-H', `${k}: ${v}`);
  if (target.script) args.push('-s', target.script);
  args.push(baseUrl + target.path);
  // The server's own CPU per request: unlike throughput, it barely moves when other processes
  // share the cores, so it still compares two servers on a busy machine (bench/lib/observe.ts).
  const pid = serverPid(baseUrl);
  const cpuBefore = pid ? cpuMs([pid]) : 0;
  const output = await run('wrk', args, target.env);
  const serverCpuMs = pid ? cpuMs([pid]) - cpuBefore : undefined;
  const number = (re: RegExp) => Number(re.exec(output)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    name: target.name,
    connections,
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: latencyMs(output, '50%'),
    p99: latencyMs(output, '99%'),
    errors: socketErrors ? socketErrors.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
    requests: number(/(\d+) requests in/),
    serverCpuMs,
  };
}

function serverPid(baseUrl: string): number | undefined {
  try {
    return listenerPid(Number(new URL(baseUrl).port));
  } catch {
    return undefined; // not a local server of ours
  }
}

function latencyMs(output: string, percentile: string): number {
  const match = new RegExp(`^\\s+${percentile}\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(output);
  if (!match) return 0;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

function run(command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${out}`))));
  });
}

/** Warm the JIT and caches: next start needs ~20 s of load before it reaches full speed. */
export async function warmUp(baseUrl: string, targets: Target[], seconds: number): Promise<void> {
  const per = Math.max(2, Math.ceil(seconds / targets.length));
  for (const target of targets) await measure(baseUrl, target, 10, per);
}

export function table(rows: LoadResult[], baseline: (r: LoadResult) => LoadResult | undefined): string {
  const lines = [
    '| endpoint | conns | req/s | p50 ms | p99 ms | req/s ÷ trivial | p99 ÷ trivial | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  for (const r of rows) {
    const b = baseline(r);
    const ratio = b ? (r.rps / b.rps).toFixed(2) : '—';
    const p99 = b ? (r.p99 / b.p99).toFixed(2) : '—';
    lines.push(`| ${r.name} | ${r.connections} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${ratio} | ${p99} | ${r.errors + r.non2xx} |`);
  }
  return lines.join('\n');
}

/**
 * Each target warmed (2 s), then `rounds` rounds in which every target is measured in turn for
 * `seconds` at 10 connections: each target's results by name, in round order.
 */
export async function measureRounds(baseUrl: string, targets: Target[], rounds: number, seconds: number): Promise<Map<string, LoadResult[]>> {
  for (const t of targets) await measure(baseUrl, t, 10, 2);
  const runs = new Map<string, LoadResult[]>();
  for (let round = 0; round < rounds; round++) {
    for (const t of targets) {
      const r = await measure(baseUrl, t, 10, seconds);
      runs.set(t.name, [...(runs.get(t.name) ?? []), r]);
      console.log(`round ${round + 1} ${t.name}: ${Math.round(r.rps)} req/s p99 ${r.p99} ms`);
    }
  }
  return runs;
}
