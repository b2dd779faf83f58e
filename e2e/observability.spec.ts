// Observability against `next start` of this build (docs/operations.md): Debian's own Prometheus
// scrapes the app's metrics port and its HTTP API gives back the series; a local OTLP/HTTP
// receiver gets the spans of one order placement. Each test stops by itself within its timeout.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bookOnce, discoverItem } from '../bench/lib/booking-flow';
import { freshDatabase, startServer } from '../bench/lib/server';
import { OWN_PORTS } from './helpers/ports';

const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const TOKEN = `scrape-${process.pid}`;
const ORDERS = 3;

test('Prometheus scrapes request durations, the outbox backlog and the orders placed', async () => {
  test.setTimeout(150_000);
  const db = await freshDatabase(`reprise_e2e_prometheus_${process.pid}`);
  const server = await startServer(OWN_PORTS.prometheusApp, {
    DATABASE_URL: db.url,
    PGLITE_DIR: '',
    REPRISE_ENV: 'test',
    METRICS_PORT: String(OWN_PORTS.prometheusMetrics),
    METRICS_TOKEN: TOKEN,
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reprise-prometheus-'));
  let prometheus: ChildProcess | undefined;
  try {
    // Without the token the port answers 404, like any path that does not exist.
    expect((await fetch(`http://127.0.0.1:${OWN_PORTS.prometheusMetrics}/metrics`)).status).toBe(404);
    fs.writeFileSync(
      path.join(dir, 'prometheus.yml'),
      [
        'global: { scrape_interval: 1s, scrape_timeout: 900ms }',
        'scrape_configs:',
        '  - job_name: reprise',
        `    authorization: { type: Bearer, credentials: ${TOKEN} }`,
        `    static_configs: [{ targets: ['127.0.0.1:${OWN_PORTS.prometheusMetrics}'] }]`,
      ].join('\n'),
    );
    prometheus = spawn(PROMETHEUS, [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${OWN_PORTS.prometheusWeb}`, '--log.level=warn'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const query = async (promql: string): Promise<{ metric: Record<string, string>; value: [number, string] }[]> => {
      try {
        const res = await fetch(`http://127.0.0.1:${OWN_PORTS.prometheusWeb}/api/v1/query?query=${encodeURIComponent(promql)}`);
        const body = (await res.json()) as { status: string; data: { result: { metric: Record<string, string>; value: [number, string] }[] } };
        return body.status === 'success' ? body.data.result : [];
      } catch {
        return []; // not listening yet
      }
    };
    const scalar = async (promql: string) => {
      const [first] = await query(promql);
      return first ? Number(first.value[1]) : null;
    };
    // Prometheus up and scraping the app, the token accepted.
    await expect.poll(() => scalar('up{job="reprise"}'), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => scalar('reprise_orders_placed_total'), { timeout: 10_000 }).not.toBeNull();
    const before = (await scalar('reprise_orders_placed_total'))!;

    const base = server.url;
    const item = await discoverItem(base);
    for (let i = 0; i < ORDERS; i++) await bookOnce(base, item);

    await expect.poll(() => scalar('reprise_orders_placed_total'), { timeout: 20_000 }).toBe(before + ORDERS);
    const durations = await query('reprise_http_request_duration_seconds_count{route="/api/sip/orders",method="POST",status="201"}');
    expect(durations).toHaveLength(1);
    expect(Number(durations[0]!.value[1])).toBe(ORDERS);
    // The histogram's buckets are there for latency quantiles, one series per route pattern.
    expect(await query('reprise_http_request_duration_seconds_bucket{route="/api/sip/shopping-cart/[id]/items"}')).not.toHaveLength(0);
    expect(await query('{__name__="reprise_http_request_duration_seconds_count", route=~".*[0-9a-f]{8}-.*"}')).toHaveLength(0);
    // The outbox's backlog and oldest age, sampled at each scrape (no mail server: events dispatched to kept e-mails).
    await expect.poll(() => scalar('reprise_outbox_backlog'), { timeout: 20_000 }).toBe(0);
    expect(await scalar('reprise_outbox_oldest_age_seconds')).toBe(0);
    expect(await scalar('reprise_database_up')).toBe(1);
    expect(await scalar('sum(reprise_db_pool_connections)')).toBeGreaterThan(0);
    expect(await scalar('process_resident_memory_bytes')).toBeGreaterThan(0);
  } finally {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (prometheus.exitCode === null) prometheus.kill('SIGKILL');
    }
    await server.stop();
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes?: { key: string; value: Record<string, unknown> }[] };

test('an OTLP receiver gets the spans of one order placement: route, database, outbox', async () => {
  test.setTimeout(150_000);
  const spans: OtlpSpan[] = [];
  const receiver: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const rs of body.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(OWN_PORTS.otlpReceiver, '127.0.0.1', resolve));
  const db = await freshDatabase(`reprise_e2e_tracing_${process.pid}`);
  const server = await startServer(OWN_PORTS.tracingApp, {
    DATABASE_URL: db.url,
    PGLITE_DIR: '',
    REPRISE_ENV: 'test',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${OWN_PORTS.otlpReceiver}`,
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  try {
    const item = await discoverItem(server.url);
    const { orderId } = await bookOnce(server.url, item);
    const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value;
    // The route's span (Next's own), with the database statements of the order's insert under it.
    const placement = () => {
      const route = spans.find((s) => /POST \/api\/sip\/orders$/.test(s.name) && !s.parentSpanId);
      if (!route) return null;
      const inTrace = spans.filter((s) => s.traceId === route.traceId);
      return { route, statements: inTrace.filter((s) => s.name.startsWith('db ')) };
    };
    await expect.poll(() => placement()?.statements.some((s) => /insert into "?orders/i.test(String(attribute(s, 'db.query.text')?.stringValue))) ?? false, { timeout: 20_000 }).toBe(true);
    const { statements } = placement()!;
    // Statement text only: the order's id is a parameter, never in a span.
    expect(JSON.stringify(statements)).not.toContain(orderId);
    // The outbox round that turned the order's event into its e-mail, with its own statements.
    await expect.poll(() => spans.some((s) => s.name === 'outbox round' && Number(attribute(s, 'reprise.outbox.events')?.intValue ?? 0) >= 1), { timeout: 20_000 }).toBe(true);
    const round = spans.find((s) => s.name === 'outbox round' && Number(attribute(s, 'reprise.outbox.events')?.intValue ?? 0) >= 1)!;
    expect(spans.some((s) => s.traceId === round.traceId && s.parentSpanId === round.spanId && s.name.startsWith('db '))).toBe(true);
  } finally {
    await server.stop();
    await db.drop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
