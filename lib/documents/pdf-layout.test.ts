import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { fitText, safeText, standardFonts } from './pdf-layout';

describe('pdf-layout', () => {
  it('keeps WinAnsi text (fr, de, es) drops accents it cannot encode (ź → z) and replaces the rest instead of throwing', async () => {
    const { regular } = await standardFonts(await PDFDocument.create());
    expect(safeText('Étiquette prépayée – Straße, año, œuvre', regular)).toBe('Étiquette prépayée – Straße, año, œuvre');
    expect(safeText('Łódź 東京', regular)).toBe('?ódz ??');
    expect(() => regular.encodeText(safeText('Łódź\n東京 ✂', regular))).not.toThrow();
  });

  it('clips a line to the width with an ellipsis', async () => {
    const { regular } = await standardFonts(await PDFDocument.create());
    const clipped = fitText('a very long street name that never ends '.repeat(5), regular, 10, 100);
    expect(clipped.endsWith('...')).toBe(true);
    expect(regular.widthOfTextAtSize(clipped, 10)).toBeLessThanOrEqual(100);
  });
});
