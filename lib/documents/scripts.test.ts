/**
 * Printed documents in every script (issue #28.6, docs/decisions.md#printed-scripts): an
 * invoice, a credit note, a shipping label and a garment ticket print customers' names exactly
 * as written, read back with pdftotext (installed by .ci/ensure-services), and stay small.
 */
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName } from 'pdf-lib';
import { invoicePdf } from '@/lib/invoices/pdf';
import { invoiceBodyFor, labelFor, ticketFor } from '@/tests/helpers/printed-fixtures';
import { pdfPagesText } from '@/tests/helpers/pdf-text';
import { garmentTicketPdf } from './garment-ticket';
import { renderShippingLabel } from './shipping-label';

const NAMES = ['Łukasz Żółć', '陈小明', 'Ярослава', 'Αθηνά Παπαδοπούλου'];
const DOCUMENTS = {
  invoice: (name: string) => invoicePdf(invoiceBodyFor(name)),
  'credit note': (name: string) => invoicePdf({ ...invoiceBodyFor(name), kind: 'credit_note', number: 'AV-2026-PAR-000007', credits: 'FA-2026-PAR-000042', reason: 'cancelled' }),
  'A6 label': (name: string) => renderShippingLabel(labelFor(name), 'a6'),
  'A4 label': (name: string) => renderShippingLabel(labelFor(name), 'a4'),
  'garment ticket': (name: string) => garmentTicketPdf(ticketFor(name)),
};

/** The BaseFont names of a PDF's fonts (pdf-lib names a subset Name-1234). */
async function fontNames(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names = new Set<string>();
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object as { get?: (n: PDFName) => unknown };
    if (typeof dict.get !== 'function') continue;
    if (dict.get(PDFName.of('Type')) !== PDFName.of('Font')) continue;
    const base = dict.get(PDFName.of('BaseFont'));
    if (base instanceof PDFName) names.add(base.decodeText());
  }
  return [...names];
}

describe('printed documents in every script', () => {
  for (const [kind, make] of Object.entries(DOCUMENTS)) {
    it(`${kind}: prints ${NAMES.join(', ')} exactly`, async () => {
      for (const name of NAMES) {
        const pdf = await make(name);
        const text = (await pdfPagesText(pdf)).join('\n');
        expect(text).toContain(name);
        expect(text).not.toContain('?');
        // Subsets only, and small: a Chinese name carries its three glyphs, not the 10 MB font.
        expect(pdf.length).toBeLessThan(40_000);
        for (const font of await fontNames(pdf)) expect(font).toMatch(/^NotoSans(SC)?-(Regular|Bold)-\d+$/);
      }
    }, 60_000);
  }

  it('embeds the Chinese font only in a document that needs it', async () => {
    expect((await fontNames(await invoicePdf(invoiceBodyFor('Łukasz Żółć')))).some((f) => f.includes('SC'))).toBe(false);
    expect((await fontNames(await invoicePdf(invoiceBodyFor('陈小明')))).some((f) => f.includes('SC'))).toBe(true);
  });

  it('prints a Chinese address on the label as written', async () => {
    const address = { address: '南京路 100号', secondAddress: '', city: '上海', state: '', zipCode: '200001', country: 'CN', deliveryNotes: '' };
    const text = (await pdfPagesText(await renderShippingLabel(labelFor('陈小明', address), 'a6'))).join('\n');
    expect(text).toContain('南京路 100号');
    expect(text).toContain('上海');
  });
});
