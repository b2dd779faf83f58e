import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PDFDocument } from 'pdf-lib';
import { documentFaces } from './fonts';
import { fitText, wrapText } from './pdf-layout';

const faces = async (content = '') => documentFaces(await PDFDocument.create(), content);

describe('Face.printable, the one text rule of every printed document (docs/decisions.md#printed-scripts)', () => {
  it('keeps Latin, Greek, Cyrillic and, when the document needs it, Chinese; replaces only what no font has', async () => {
    const { regular } = await faces('陈');
    expect(regular.printable('Łukasz Żółć, Ярослава, Αθηνά, 陈小明, Straße, œuvre')).toBe('Łukasz Żółć, Ярослава, Αθηνά, 陈小明, Straße, œuvre');
    expect(regular.printable('line\r\nbreak\tand tab')).toBe('line break and tab');
    // A private-use character has no glyph anywhere.
    expect(regular.printable('a\ue000b')).toBe('a?b');
    // Without the Chinese font (a document whose input has no CJK), a stray CJK character is '?'.
    expect((await faces()).regular.printable('陈')).toBe('?');
  });

  it('gives only characters its fonts encode, and is stable', async () => {
    const { regular, bold } = await faces('陈');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        for (const face of [regular, bold]) {
          const safe = face.printable(text);
          expect(face.printable(safe)).toBe(safe);
          for (const run of face.runs(safe)) expect(() => run.font.encodeText(run.text)).not.toThrow();
          expect(face.runs(safe).map((r) => r.text).join('')).toBe(safe);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('draws a mixed name in runs of one font each, Noto Sans first', async () => {
    const { regular } = await faces('陈');
    const runs = regular.runs('陈小明 Paris');
    expect(runs.map((r) => r.text)).toEqual(['陈小明 ', 'Paris']);
    expect(runs[0]!.font).not.toBe(runs[1]!.font);
    expect(regular.runs('Łukasz Żółć')).toHaveLength(1);
  });
});

describe('pdf-layout', () => {
  it('clips a line to the width with an ellipsis, in any script', async () => {
    const { regular } = await faces('陈');
    for (const text of ['a very long street name that never ends '.repeat(5), '陈小明'.repeat(30), 'Ярослава '.repeat(20)]) {
      const clipped = fitText(text, regular, 10, 100);
      expect(clipped.endsWith('...')).toBe(true);
      expect(regular.widthOfTextAtSize(clipped, 10)).toBeLessThanOrEqual(100);
    }
  });

  it('measures a line as pdf-lib measures its runs (word widths are cached across documents)', async () => {
    const { regular } = await faces('陈');
    const text = 'Łukasz Żółć 陈小明 Ярослава';
    const direct = regular.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, 9), 0);
    expect(regular.widthOfTextAtSize(text, 9)).toBeCloseTo(direct, 1);
  });

  it('wraps words into lines that fit, losing none and breaking only at ordinary spaces', async () => {
    const { regular } = await faces();
    const word = fc.stringMatching(/^[A-Za-zÀ-ÿĀ-žА-я0-9,.€\u00a0]{1,14}$/);
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.constantFrom(' ', '  ', '\t', '\n'), fc.integer({ min: 40, max: 300 }), (words, gap, width) => {
        const lines = wrapText(words.join(gap), regular, 9, width);
        expect(lines.flatMap((l) => l.split(' '))).toEqual(words.map((w) => regular.printable(w)));
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
