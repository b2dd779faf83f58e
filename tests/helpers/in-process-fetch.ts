import { NextRequest } from 'next/server';
import { contracts } from '@/lib/contracts';

type RouteModule = Record<string, (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>>;
const modules = import.meta.glob<RouteModule>('/app/**/route.ts');

/** Each documented path as a pattern, with the route file that serves it (`{id}` ↔ `[id]`). */
const routes = [...new Set(contracts.map((c) => c.path))].map((path) => {
  const names: string[] = [];
  const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{([^}]+)\}/g, (_m, name: string) => (names.push(name), '([^/]+)'))}$`);
  return { pattern, names, file: `/app${path.replace(/\{([^}]+)\}/g, '[$1]')}/route.ts` };
});

/**
 * A `fetch` that serves the app's route handlers in this process, found from the OpenAPI paths:
 * a client generated from the document (openapi-fetch) runs against it as against a server.
 */
export async function inProcessFetch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  for (const route of routes) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    const load = modules[route.file];
    if (!load) throw new Error(`no route file ${route.file}`);
    const handler = (await load())[request.method];
    if (!handler) return new Response(null, { status: 405 });
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)]));
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : undefined;
    return handler(new NextRequest(url, { method: request.method, headers: request.headers, body }), { params: Promise.resolve(params) });
  }
  throw new Error(`no documented path for ${url.pathname}`);
}
