import fs from 'node:fs';
import path from 'node:path';

const FILE = path.join(process.cwd(), 'bench/RESULTS.md');
const HEADER = '# Benchmark results\n\nWritten by the scripts in `bench/` (each replaces its own section). Machine: 2 cores, loopback only.\n';

/** Replaces (or appends) the section between `<!-- name:start -->` and `<!-- name:end -->`. */
export function writeSection(name: string, markdown: string): void {
  const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : HEADER;
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(FILE, next);
}

export function ensureBuild(): void {
  if (!fs.existsSync(path.join(process.cwd(), '.next/BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
}
