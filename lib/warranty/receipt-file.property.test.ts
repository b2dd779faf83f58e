import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pdfActiveContent, sniffReceipt } from './receipt-file';

const RUNS = { numRuns: 300 };
const enc = (s: string) => Buffer.from(s, 'latin1');

/** A small PDF whose catalogue carries `extra` (plain) or whose object stream carries it (deflated). */
function pdf(extra: string, where: 'plain' | 'deflated' = 'plain'): Uint8Array {
  const body = where === 'plain' ? `1 0 obj << /Type /Catalog ${extra} >> endobj\n` : `1 0 obj << /Type /ObjStm /Filter /FlateDecode >>\nstream\n${deflateSync(enc(`<< ${extra} >>`)).toString('latin1')}endstream\nendobj\n`;
  return enc(`%PDF-1.7\n${body}trailer << /Root 1 0 R >>\n%%EOF\n`);
}

/** A PDF name with any of its letters written as a #xx escape, as a reader would still read it. */
const escapedName = (name: string) =>
  fc.array(fc.boolean(), { minLength: name.length, maxLength: name.length }).map((flags) => [...name].map((c, i) => (flags[i] ? `#${c.charCodeAt(0).toString(16)}` : c)).join(''));

describe('receipt files (docs/counter.md#warranty-proof)', () => {
  it('a PDF carrying JavaScript, a Launch action or an embedded file is found out, escaped or compressed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'FileAttachment').chain((name) => fc.tuple(fc.constant(name), escapedName(name))),
        fc.constantFrom('plain' as const, 'deflated' as const),
        fc.stringMatching(/^[a-z ]{0,30}$/),
        ([name, written], where, noise) => {
          expect(pdfActiveContent(pdf(`/Note (${noise}) /OpenAction << /S /${written} >>`, where))).toBe(name);
        },
      ),
      RUNS,
    );
  });

  it('a PDF with none of them passes, whatever else its dictionaries say', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Type', 'Page', 'Font', 'Helvetica', 'MediaBox', 'Jsx', 'JSON', 'Launcher', 'Embedded', 'URI', 'Annots'), { maxLength: 8 }), fc.constantFrom('plain' as const, 'deflated' as const), (words, where) => {
        expect(pdfActiveContent(pdf(words.map((w) => `/${w}`).join(' '), where))).toBeNull();
      }),
      RUNS,
    );
  });

  it('is judged by its bytes: PDF by its header, images by theirs, anything else refused', () => {
    expect(sniffReceipt(pdf(''))).toBe('application/pdf');
    expect(sniffReceipt(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        fc.pre(!enc('%PDF-').every((b, i) => bytes[i] === b) && bytes[0] !== 0xff && bytes[0] !== 0x89 && bytes[0] !== 0x52);
        expect(sniffReceipt(bytes)).toBeNull();
      }),
      RUNS,
    );
  });
});
