import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBuild, writeSection } from './lib/results';
import { startBareNext } from './lib/bare-next';
import { startServer } from './lib/server';

// Lighthouse (mobile, simulated throttling: its defaults) on the landing, services and cart
// pages of the production build, on a throwaway embedded database, beside a bare Next page
// measured in the same run. Median of RUNS cold runs per page.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const MAX_GAP = Number(process.env.LIGHTHOUSE_MAX_GAP ?? 5);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3220);
// Full JSON reports (bootup-time, mainthread-work-breakdown, long-tasks…) for analysis; gitignored.
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS ?? path.join(process.cwd(), 'artifacts/lighthouse');
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Json = Record<string, unknown>;
const getJson = async (url: string, init?: RequestInit) => {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Json;
};

/** The services page of the demo's Paris lined-seam repair, and a cart holding it (for the cart page). */
async function fixtures(base: string) {
  const { categories } = (await getJson(`${base}/v1/clothes-categories`)) as {
    categories: { categoryId: string; identifier: string; subClothesCategories: { id: string; identifier: string; attributesGroup: { id: string } }[] }[];
  };
  const category = categories.find((c) => c.identifier === 'trousers-jeans')!;
  const sub = category.subClothesCategories.find((s) => s.identifier === 'trousers')!;
  const services = (await getJson(`${base}/v1/services?subClothesCategoryIds=${sub.id}&zipCode=75011&country=FR&currency=EUR`)) as unknown as {
    providerId: string;
    subServices: { id: string; name: { en: string } }[];
  }[];
  const service = services.find((s) => s.subServices.some((x) => x.name.en === 'Re-stitch lined seam'))!;
  const subService = service.subServices.find((x) => x.name.en === 'Re-stitch lined seam')!;
  const json = { 'content-type': 'application/json' };
  const cart = await getJson(`${base}/api/sip/shopping-cart`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ zipCode: '75011', country: 'FR', currency: 'EUR', language: 'fr' }),
  });
  await getJson(`${base}/api/sip/shopping-cart/${cart.id}/items`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      provider: service.providerId,
      zipCode: '75011',
      country: 'FR',
      items: [
        {
          categoryId: category.categoryId,
          subClothesCategory: sub.id,
          attributeGroup: sub.attributesGroup.id,
          subServices: [{ subServiceId: subService.id, quantity: 1 }],
          values: { colour: 'navy', lined: 'yes', lining_material: 'viscose' },
        },
      ],
    }),
  });
  return { servicesPath: `/fr/book/${category.categoryId}/${sub.id}?zip=75011&country=FR`, cartId: String(cart.id) };
}

type Run = { score: number; lcp: number; tbt: number; cls: number; fcp: number };

/**
 * One Lighthouse run in a browser that has never run before: a new Chromium with an empty profile,
 * so neither the HTTP cache nor V8's code cache holds anything, as on a customer's first visit.
 * (Reusing one Chrome and clearing its HTTP cache keeps compiled code and flatters every page.)
 * `storage` is written on the origin's JSON health route first, which runs no page script.
 */
type Storage = { origin: string; cartId?: string; sessionToken?: string };

async function coldRun(url: string, reportFile: string, storage?: Storage): Promise<Run | null> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reprise-lh-profile-'));
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    if (storage) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${storage.origin}/api/health`);
      await page.evaluate(({ cartId, sessionToken }) => {
        if (cartId) {
          localStorage.setItem('reprise.cartId', cartId);
          document.cookie = `reprise_cart=${cartId}; Path=/; SameSite=Lax`;
        }
        // A signed-in staff member (the dashboard): the session cookie and its readable hint, as sign-in sets them.
        if (sessionToken) document.cookie = `reprise_session=${sessionToken}; Path=/; SameSite=Lax`;
        if (sessionToken) document.cookie = 'reprise_signed_in=1; Path=/; SameSite=Lax';
      }, storage);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
    const lhr = result!.lhr;
    fs.writeFileSync(reportFile, result!.report as string);
    if (lhr.runtimeError || lhr.categories.performance?.score == null) return null;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
    };
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

const median = (runs: Run[]) => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reprise-lighthouse-'));
  const server = await startServer(PORT, { PGLITE_DIR: dataDir, DATABASE_URL: '', REPRISE_ENV: 'test' });
  const bare = await startBareNext(PORT + 1);
  try {
    const { servicesPath, cartId } = await fixtures(server.url);
    // The admin's dashboard (issue #37: within 5 points of the bare page), signed in as the demo admin.
    const login = await getJson(`${server.url}/api/sip/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@reprise.demo', password: 'demo-admin-reprise' }) });
    const sessionToken = String((login.session as Json).token);
    type Page = { name: string; slug: string; url: string; path: string; storage?: Storage };
    const pages: Page[] = [
      { name: 'Bare Next page (floor)', slug: 'bare', url: bare.url, path: '/' },
      { name: 'Landing', slug: 'landing', url: server.url, path: '/fr' },
      { name: 'Price list', slug: 'prices', url: server.url, path: '/fr/prices' },
      { name: 'Services (step 3)', slug: 'services', url: server.url, path: servicesPath },
      { name: 'Cart (step 5)', slug: 'cart', url: server.url, path: '/fr/cart', storage: { origin: server.url, cartId } },
      { name: 'Dashboard (admin)', slug: 'dashboard', url: server.url, path: '/fr/admin/dashboard', storage: { origin: server.url, sessionToken } },
    ].filter((p) => p.slug === 'bare' || !PAGES || PAGES.includes(p.slug));
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    // The servers' caches, not the browser's (the dashboard's page with its session).
    for (const p of pages) await fetch(`${p.url}${p.path}`, p.storage?.sessionToken ? { headers: { cookie: `reprise_session=${p.storage.sessionToken}` } } : undefined);
    const runs = new Map<string, Run[]>(pages.map((p) => [p.slug, []]));
    // Alternating pages run by run: a slow minute of the host weighs on every page alike.
    for (let round = 0; round < RUNS + 2 && pages.some((p) => runs.get(p.slug)!.length < RUNS); round++) {
      for (const p of pages) {
        if (runs.get(p.slug)!.length >= RUNS) continue;
        const run = await coldRun(`${p.url}${p.path}`, path.join(REPORTS_DIR, `${p.slug}-${round + 1}.json`), p.storage);
        if (run) runs.get(p.slug)!.push(run);
        else console.log(`${p.name}: run ${round + 1} failed, another one follows`);
      }
    }
    const floor = median(runs.get('bare')!).score;
    const rows: string[] = [];
    const failures: string[] = [];
    for (const p of pages) {
      const all = runs.get(p.slug)!;
      const m = median(all);
      const gap = m.score - floor;
      console.log(`${p.name}: ${all.map((r) => r.score).join(', ')} → ${m.score} (${gap >= 0 ? '+' : ''}${gap} against the bare page)`);
      rows.push(
        `| ${p.name} | \`${p.path.replace(/[0-9a-f-]{36}/g, '…')}\` | **${m.score}** | ${p.slug === 'bare' ? '—' : `${gap >= 0 ? '+' : ''}${gap}`} | ${all.map((r) => r.score).join(', ')} | ${(m.fcp / 1000).toFixed(2)} s | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} |`,
      );
      if (p.slug !== 'bare' && gap < -MAX_GAP) failures.push(`${p.name} ${m.score} is ${-gap} points under the bare page's ${floor}`);
    }
    const md = [
      `## Lighthouse, mobile, first visit (${new Date().toISOString().slice(0, 10)})`,
      '',
      `\`npm run bench:lighthouse\` — Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} default mobile profile (Moto G Power emulation, simulated slow 4G, 4× CPU slowdown), Debian Chromium headless, \`next start\` on an embedded database, ${os.cpus().length} cores. Every run is a **new browser with an empty profile** (no HTTP cache, no V8 code cache), pages alternating run by run with a bare Next page built from the same node_modules; median of ${RUNS}. Target: within ${MAX_GAP} points of the bare page.`,
      '',
      '| Page | Path | Performance | vs bare | Runs | FCP | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    console.log(md);
    writeSection('lighthouse', md);
    if (failures.length) throw new Error(`below target: ${failures.join('; ')}`);
  } finally {
    await bare.stop();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
