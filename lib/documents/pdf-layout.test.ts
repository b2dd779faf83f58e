import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { fitText, standardFonts, wrapText } from './pdf-layout';
import { decodeWinAnsi, winAnsiText } from './win-ansi';

describe('winAnsiText, the one text rule of every printed document', () => {
  it('keeps WinAnsi text (fr, de, es), drops accents it cannot encode (ź → z, Ł → L) and replaces the rest', () => {
    expect(winAnsiText('Étiquette prépayée – Straße, año, œuvre')).toBe('Étiquette prépayée – Straße, año, œuvre');
    expect(winAnsiText('Łódź 東京')).toBe('Lódz ??');
    // French amounts keep their no-break space (an amount never wraps); the minus sign becomes a hyphen.
    expect(winAnsiText('\u22121\u202f234,50\u00a0€')).toBe('-1\u00a0234,50\u00a0€');
    expect(winAnsiText('line\r\nbreak\tand tab')).toBe('line break and tab');
  });

  it('gives only what every standard font encodes, and is stable', async () => {
    const doc = await PDFDocument.create();
    const fonts = await Promise.all([StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.Courier].map((f) => doc.embedFont(f)));
    const sets = fonts.map((font) => new Set(font.getCharacterSet()));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const safe = winAnsiText(text);
        for (const set of sets) for (const ch of safe) expect(set.has(ch.codePointAt(0)!)).toBe(true);
        for (const font of fonts) expect(() => font.encodeText(safe)).not.toThrow();
        expect(winAnsiText(safe)).toBe(safe);
      }),
    );
  });

  it('reads back what it wrote: encoded bytes decode to the same text', async () => {
    const { regular } = await standardFonts(await PDFDocument.create());
    const text = winAnsiText('Reçu n° 12 — 1 234,50 € “œuvre” … Ÿ');
    const hex = regular.encodeText(text).toString().replace(/[<>]/g, '');
    expect(decodeWinAnsi(Buffer.from(hex, 'hex'))).toBe(text);
  });
});

describe('pdf-layout', () => {
  it('clips a line to the width with an ellipsis', async () => {
    const { regular } = await standardFonts(await PDFDocument.create());
    const clipped = fitText('a very long street name that never ends '.repeat(5), regular, 10, 100);
    expect(clipped.endsWith('...')).toBe(true);
    expect(regular.widthOfTextAtSize(clipped, 10)).toBeLessThanOrEqual(100);
  });

  it('wraps words into lines that fit, losing none and breaking only at ordinary spaces', async () => {
    const { regular } = await standardFonts(await PDFDocument.create());
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9,.€\u00a0]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.constantFrom(' ', '  ', '\t', '\n'), fc.integer({ min: 40, max: 300 }), (words, gap, width) => {
        const lines = wrapText(words.join(gap), regular, 9, width);
        expect(lines.flatMap((l) => l.split(' '))).toEqual(words.map(winAnsiText));
        for (const line of lines) {
          // Too wide only when one word is wider than the line.
          if (regular.widthOfTextAtSize(line, 9) > width) expect(line.includes(' ')).toBe(false);
        }
        // Greedy: no line could have taken the next line's first word.
        for (let i = 0; i + 1 < lines.length; i++) expect(regular.widthOfTextAtSize(`${lines[i]} ${lines[i + 1]!.split(' ')[0]}`, 9)).toBeGreaterThan(width);
      }),
    );
    // A no-break space holds: the colon never starts a line, whatever the width.
    for (let width = 20; width < 200; width += 5) {
      const lines = wrapText('Estimation indicative\u00a0: nous vous écrivons', regular, 9, width);
      expect(lines.some((l) => l.includes('indicative\u00a0:'))).toBe(true);
    }
  });
});
