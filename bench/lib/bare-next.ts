import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server';

/**
 * The floor a Next page can reach on this machine: a page with a heading and a paragraph, built by
 * the project's own `next` from the project's own node_modules (hard-linked into a scratch folder,
 * so nothing is downloaded and the versions are exactly ours), served by `next start`.
 */
export async function startBareNext(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reprise-bare-next-'));
  execFileSync('cp', ['-al', path.join(process.cwd(), 'node_modules'), path.join(dir, 'node_modules')]);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('package.json', JSON.stringify({ name: 'bare-next', private: true, type: 'module' }));
  write('next.config.mjs', 'export default { poweredByHeader: false };\n');
  write(
    'app/layout.jsx',
    `export const metadata = { title: 'Bare Next page' };
export default function Layout({ children }) {
  return (<html lang="fr"><body>{children}</body></html>);
}
`,
  );
  write(
    'app/page.jsx',
    `import { connection } from 'next/server';
export default async function Page() {
  await connection(); // rendered per request, as every Reprise page is
  return (<main><h1>Réparez vos vêtements</h1><p>Une page Next nue : la référence du banc d'essai.</p></main>);
}
`,
  );
  execFileSync(path.join(dir, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startServer(port, {}, { cwd: dir, healthPath: '/' });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
