import autocannon from 'autocannon';

export type LoadResult = { name: string; connections: number; rps: number; p50: number; p99: number; errors: number; non2xx: number; requests: number };

export type Target = { name: string; path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

/** One fixed-duration autocannon run; latencies in ms. */
export async function measure(baseUrl: string, target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl + target.path,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections,
    duration: seconds,
    pipelining: 1,
  });
  return {
    name: target.name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Warm the JIT and caches: next start needs ~20 s of load before it reaches full speed. */
export async function warmUp(baseUrl: string, targets: Target[], seconds: number): Promise<void> {
  const per = Math.max(2, Math.ceil(seconds / targets.length));
  for (const target of targets) await measure(baseUrl, target, 10, per);
}

export function table(rows: LoadResult[], baseline: (r: LoadResult) => LoadResult | undefined): string {
  const lines = [
    '| endpoint | conns | req/s | p50 ms | p99 ms | ratio req/s vs trivial | ratio p99 vs trivial | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const b = baseline(r);
    const ratio = b ? (r.rps / b.rps).toFixed(2) : '—';
    const p99 = b ? (r.p99 / Math.max(b.p99, 1)).toFixed(2) : '—';
    lines.push(`| ${r.name} | ${r.connections} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${ratio} | ${p99} | ${r.errors + r.non2xx} |`);
  }
  return lines.join('\n');
}
