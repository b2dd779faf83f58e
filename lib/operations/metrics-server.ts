import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';
import { sampleDatabase } from './metrics-sample';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request's `Authorization: Bearer` is METRICS_TOKEN (compared in constant time). */
export function metricsAuthorized(authorization: string | null | undefined, token: string | undefined): boolean {
  if (!token) return false;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * The metrics endpoint (docs/operations.md#metrics): `GET /metrics` on its own port (METRICS_PORT,
 * on METRICS_HOST, default 127.0.0.1), never on the public one, and only with
 * `Authorization: Bearer $METRICS_TOKEN`. Anything else, a missing or wrong token included, is
 * 404: the endpoint does not say it exists.
 */
export function startMetricsServer(env: Record<string, string | undefined> = process.env): Server | null {
  const port = Number(env.METRICS_PORT);
  if (!env.METRICS_PORT || !Number.isInteger(port)) return null;
  const token = env.METRICS_TOKEN;
  if (!token) log.warn('METRICS_PORT is set without METRICS_TOKEN: every scrape will be answered 404');
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics' || !metricsAuthorized(req.headers.authorization, token)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    void (async () => {
      try {
        await sampleDatabase();
        const body = await metrics().registry.metrics();
        res.writeHead(200, { 'content-type': metrics().registry.contentType, 'cache-control': 'no-store' }).end(body);
      } catch (error) {
        log.error('metrics scrape failed', { error });
        res.writeHead(500).end();
      }
    })();
  });
  server.on('error', (error) => log.error('metrics server failed', { error, port }));
  server.listen(port, env.METRICS_HOST ?? '127.0.0.1', () => log.info('metrics served', { port }));
  server.unref();
  return server;
}
