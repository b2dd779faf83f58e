/**
 * Proof of purchase files (docs/counter.md#warranty-proof): what a receipt may be, judged by its bytes
 * only. A photo (JPEG, PNG, WebP, as photos are) or a PDF — PDFs are accepted here and nowhere else —
 * at most {@link MAX_RECEIPT_BYTES}. A PDF that can act when opened is refused: JavaScript (`/JavaScript`,
 * `/JS`), `/Launch` actions, embedded or attached files (`/EmbeddedFile`, `/EmbeddedFiles`, `/FileAttachment`).
 * Names are read after undoing PDF's `#xx` escapes (`/J#61vaScript` is `/JavaScript`), and in the
 * Flate-compressed streams too (object streams hide dictionaries there). Pure but for node:zlib.
 */
import { inflateSync } from 'node:zlib';
import { sniffImage, type AcceptedType } from '@/lib/photos/sniff';

export { MAX_RECEIPT_BYTES, MAX_RECEIPT_LABEL } from '@/lib/photos/limits';

export type ReceiptType = AcceptedType | 'application/pdf';

/** `%PDF-` within the first 1,024 bytes (readers accept a little leading junk; so do we, and then judge the whole). */
export function sniffReceipt(head: Uint8Array): ReceiptType | null {
  const image = sniffImage(head.subarray(0, 32));
  if (image.type) return image.type;
  const text = latin1(head.subarray(0, 1024));
  return text.includes('%PDF-') ? 'application/pdf' : null;
}

const ACTIVE = ['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment'] as const;
export type ActiveContent = (typeof ACTIVE)[number];

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** PDF names (`/Name`), their `#xx` escapes undone. */
function names(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) out.add(m[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  return out;
}

/** The streams' inflated contents (each stream that inflates; the others are left as they are). */
function inflatedStreams(text: string): string[] {
  const out: string[] = [];
  const re = /stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    try {
      out.push(inflateSync(Buffer.from(text.slice(start, end), 'latin1')).toString('latin1'));
    } catch {
      // Not Flate, or not whole: its bytes were already read as they are.
    }
    re.lastIndex = end;
  }
  return out;
}

/** The first active feature a PDF carries, or null when it carries none. */
export function pdfActiveContent(bytes: Uint8Array): ActiveContent | null {
  const text = latin1(bytes);
  for (const part of [text, ...inflatedStreams(text)]) {
    const found = names(part);
    const hit = ACTIVE.find((name) => found.has(name));
    if (hit) return hit;
  }
  return null;
}

/** Whether the bytes are a whole PDF as far as a reader needs: the header and an end-of-file marker. */
export const pdfLooksWhole = (bytes: Uint8Array): boolean => latin1(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF');
