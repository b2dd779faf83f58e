import 'server-only';
import { inflateSync } from 'node:zlib';
import { decodeWinAnsi } from './win-ansi';
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * The text a pdf-lib document with standard fonts shows, one string per drawn run, page after
 * page: enough to read back what a generated document says (tests, the claim checks), not a
 * general PDF text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const out: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.get(PDFName.of('Contents'));
    const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) continue;
      const filter = stream.dict.get(PDFName.of('Filter'));
      const raw = filter === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents);
      for (const match of raw.toString('latin1').matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
        out.push(decodeWinAnsi(Buffer.from(match[1]!, 'hex')));
      }
    }
  }
  return out;
}
