import type { LoadResult } from './load';

/**
 * `BENCH_OBSERVE=compare` (docs/operations.md#metrics): the benchmark also starts a second server
 * of the same build on the same database with the request log and request metrics off
 * (REPRISE_OBSERVE=off, LOG_LEVEL=silent), and measures each target on both, alternately, in the
 * same run. The first server has them on as in production: LOG_LEVEL=info (its stdout, not read,
 * is /dev/null: a log shipper's pipe would cost a little more) and the metrics port open.
 */
export const COMPARE_OBSERVE = process.env.BENCH_OBSERVE === 'compare';
export const OBSERVE_ON: Record<string, string> = { LOG_LEVEL: 'info', METRICS_PORT: process.env.BENCH_METRICS_PORT ?? '9464', METRICS_TOKEN: 'bench' };
export const OBSERVE_OFF: Record<string, string> = { REPRISE_OBSERVE: 'off', LOG_LEVEL: 'silent' };
export const OFF_SUFFIX = ' · observe off';

/**
 * One line per target: requests per second with logging and metrics on, relative to off, and the
 * server's CPU per request on and off. On a machine shared with other work, throughput moves by
 * ±20 % from one run to the next whatever the settings; CPU per request is what the settings cost.
 */
export function observeComparison(results: LoadResult[]): string[] {
  const perRequest = (r: LoadResult) => (r.serverCpuMs !== undefined && r.requests > 0 ? r.serverCpuMs / r.requests : undefined);
  const change = (on: number, off: number) => `${on >= off ? '+' : ''}${(((on - off) / off) * 100).toFixed(1)} %`;
  return results
    .filter((r) => !r.name.endsWith(OFF_SUFFIX))
    .flatMap((on) => {
      const off = results.find((r) => r.name === on.name + OFF_SUFFIX && r.connections === on.connections);
      if (!off) return [];
      const [cpuOn, cpuOff] = [perRequest(on), perRequest(off)];
      const cpu = cpuOn !== undefined && cpuOff !== undefined ? `; server CPU per request on ${cpuOn.toFixed(2)} ms, off ${cpuOff.toFixed(2)} ms (${change(cpuOn, cpuOff)})` : '';
      return [`- ${on.name} @${on.connections}: on ${on.rps.toFixed(0)}/s, off ${off.rps.toFixed(0)}/s (${change(on.rps, off.rps)})${cpu}`];
    });
}
