import { spawn } from 'node:child_process';

/**
 * The text each page of a PDF shows, read by poppler's pdftotext (installed by
 * .ci/ensure-services) through the fonts' ToUnicode maps: what a reader copying from the
 * document gets, in any script. `-raw` keeps the drawing order (a value stays after its label).
 * No-break and thin spaces read as plain spaces: a font may draw them with one glyph.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const text = await new Promise<string>((resolve, reject) => {
    const child = spawn('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString()}`))));
    child.stdin.end(Buffer.from(bytes));
  });
  const pages = text.split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages.map(plainSpaces);
}

/** The lines of the whole document. */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPagesText(bytes)).flatMap((page) => page.split('\n'));
}

/** `text` with its no-break, narrow and thin spaces as ordinary ones, to compare with what pdftotext reads. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ');
