import fs from 'node:fs';
import path from 'node:path';
import { expectJson } from './lib/flow';
import { ensureWrk, measure, type Target } from './lib/load';
import { ensureBuild } from './lib/results';
import { freshDatabase, startServer } from './lib/server';

// How many times a page's HTML carries the stylesheet (experimental.inlineCss: the <style> and the
// flight data), its bytes, and /en and /en/atelier req/s, on this build (docs/performance.md).
// BENCH_PORT, BENCH_DB_NAME; BENCH_SECONDS per target (default 6).
const PORT = Number(process.env.BENCH_PORT ?? 3710);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

async function main() {
  ensureBuild();
  ensureWrk();
  const cssDir = path.join(process.cwd(), '.next/static');
  const sheets = fs.readdirSync(cssDir, { recursive: true }).map(String).filter((f) => f.endsWith('.css'));
  // A marker: 40 characters of each stylesheet's middle without quotes or backslashes (the flight data escapes those).
  const markers = sheets.map((f) => {
    const text = fs.readFileSync(path.join(cssDir, f), 'utf8');
    const plain = text.slice(Math.floor(text.length / 2)).replace(/["'\\]/g, '§');
    const at = plain.search(/[^§]{40}/);
    return { file: f, bytes: text.length, marker: plain.slice(at, at + 40) };
  });
  const db = await freshDatabase(process.env.BENCH_DB_NAME ?? 'queue_inline_css');
  const server = await startServer(PORT, { DATABASE_URL: db.url });
  try {
    const login = await fetch(`${server.url}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'atelier.montorgueil@reprise.demo', password: 'demo-atelier-montorgueil' }) });
    const token = (await expectJson(login, 200, 'atelier login')).session.token as string;
    const targets: Target[] = [
      { name: '/en', path: '/en' },
      { name: '/en/atelier', path: '/en/atelier', headers: { cookie: `reprise_session=${token}` } },
    ];
    for (const t of targets) {
      const html = await (await fetch(server.url + t.path, { headers: t.headers })).text();
      const copies = markers.filter((m) => html.includes(m.marker)).map((m) => `${m.file} (${m.bytes} B) ×${html.split(m.marker).length - 1}`);
      await measure(server.url, t, 10, 2);
      const r = await measure(server.url, t, 10, SECONDS);
      console.log(`${t.name}: ${html.length} bytes; stylesheets in it: ${copies.join(', ') || 'none'}; ${Math.round(r.rps)} req/s p99 ${r.p99} ms`);
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
