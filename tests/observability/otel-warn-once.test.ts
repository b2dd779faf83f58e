// An unreachable OTLP collector is said once per outage, not once per batch (docs/operations.md#traces).
import { Writable } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { createLogger, setLogger } from '@/lib/observability/log';
import { WarnOnceExporter } from '@/lib/observability/otel';

const lines: Record<string, unknown>[] = [];
setLogger(createLogger(new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(...chunk.toString().split('\n').filter(Boolean).map((l) => JSON.parse(l))), done()) }), 'info'));
afterAll(() => setLogger(undefined));

it('warns once while the collector fails, and says once that it answers again', async () => {
  const outcomes = [1, 1, 1, 0, 0, 1, 1];
  const inner = { export: (_spans: unknown[], done: (r: { code: number; error?: Error }) => void) => done({ code: outcomes.shift()!, error: new Error('connect ECONNREFUSED 127.0.0.1:4318') }), shutdown: async () => {} };
  const exporter = new WarnOnceExporter(inner as never);
  for (let i = 0; i < 7; i++) await new Promise((resolve) => exporter.export([], resolve));
  expect(lines.map((l) => `${l.level} ${l.msg}`)).toEqual([
    'warn OTLP collector unreachable: spans are dropped until it answers (logged once per outage)',
    'info OTLP collector reachable again',
    'warn OTLP collector unreachable: spans are dropped until it answers (logged once per outage)',
  ]);
});
