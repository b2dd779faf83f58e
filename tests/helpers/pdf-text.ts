import { unzlibSync } from 'fflate';
import { PDFDocument, PDFName, PDFRawStream, type PDFPage } from 'pdf-lib';

/**
 * The text shown on each page of a PDF written with pdf-lib's standard fonts: the hex strings
 * of its Tj operators, decoded as WinAnsi. Enough to check what a label or a ticket says
 * without pdftotext on the machine.
 */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => pageText(page));
}

function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents && 'asArray' in contents ? contents.asArray() : [contents];
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const ref of streams) {
    const stream = page.doc.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.get(PDFName.of('Filter'));
    const raw = filter === PDFName.of('FlateDecode') ? unzlibSync(stream.contents) : stream.contents;
    const source = new TextDecoder('latin1').decode(raw);
    for (const m of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const hex = m[1]!;
      lines.push(decoder.decode(Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16))));
    }
  }
  return lines.join('\n');
}
