import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontkit, { type Font } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/**
 * The typefaces of every printed document (invoices, credit notes, labels, garment tickets):
 * customers' names print as written, in any script (docs/decisions.md#printed-scripts).
 *
 * Noto Sans covers Latin (Łukasz Żółć), Greek and Cyrillic; Noto Sans SC covers Chinese and
 * Japanese kana (its own Latin lacks Ł, ż, ć and Greek accents, so it is the second choice only).
 * Both come from npm (@expo-google-fonts, static TrueType, OFL) and are embedded as subsets: a
 * document carries only the glyphs it draws. The Chinese font (10 MB) is read and embedded only
 * for a document whose input holds a character Noto Sans lacks.
 */

type Weight = 'regular' | 'bold';
const FILES: Record<'latin' | 'cjk', Record<Weight, string>> = {
  latin: { regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf' },
  cjk: { regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf', bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf' },
};

type Parsed = { bytes: Uint8Array; font: Font };
const parsed = new Map<string, Parsed>();
const byBytes = new WeakMap<Uint8Array, Font>();

/** A font file read and parsed once per process; pdf-lib gets the parsed font back through `registered`. */
function load(file: string): Parsed {
  let entry = parsed.get(file);
  if (!entry) {
    // Read from node_modules at run time (next.config.mjs traces these files into the build).
    const bytes = new Uint8Array(readFileSync(path.join(process.cwd(), 'node_modules', file)));
    entry = { bytes, font: fontkit.create(bytes) };
    parsed.set(file, entry);
    byBytes.set(bytes, entry.font);
  }
  return entry;
}

/** fontkit for pdf-lib, answering with the font already parsed for these bytes (parsing Noto Sans SC costs ~150 ms). */
const registered = { create: (bytes: Uint8Array, name?: string) => byBytes.get(bytes) ?? fontkit.create(bytes, name) };

/**
 * Characters with no glyph in any face, drawn as their nearest: letters with no decomposition
 * (Đ), the thin spaces, the minus sign and the non-breaking hyphen. Anything else unknown is '?'.
 */
const NEAREST: Record<string, string> = { Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', '\u202f': '\u00a0', '\u2009': ' ', '\u2212': '-', '\u2011': '-' };

type Member = { font: PDFFont; covers: (codePoint: number) => boolean; widths: Map<string, number> };

/**
 * Widths of words at size 1, per font file, kept across documents: shaping a word (fontkit's
 * GSUB/GPOS lookups) is most of a document's time, and wrapping measures the same words again
 * and again. A line's width is the sum of its words' and spaces' (no kerning across a space).
 */
const wordWidths = new Map<string, Map<string, number>>();
const WIDTHS_KEPT = 20_000;
function widthsOf(file: string): Map<string, number> {
  let widths = wordWidths.get(file);
  if (!widths) wordWidths.set(file, (widths = new Map()));
  return widths;
}

/** One weight of the printed typeface: Noto Sans, then Noto Sans SC when the document needs it. */
export class Face {
  constructor(private readonly members: Member[]) {}

  private member(ch: string): Member | undefined {
    const cp = ch.codePointAt(0)!;
    return this.members.find((m) => m.covers(cp));
  }

  /** `text` as this face draws it: NFC, line breaks and tabs as spaces, a character no font has by its nearest or '?'. */
  printable(text: string): string {
    let out = '';
    for (const raw of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
      if (this.member(raw)) out += raw;
      else {
        const near = NEAREST[raw] ?? raw.normalize('NFD').replace(/\p{M}/gu, '');
        out += near && [...near].every((c) => this.member(c)) ? near : '?';
      }
    }
    return out;
  }

  /** Printable `text` cut into runs of one font each; spaces stay in the run they are in. */
  runs(text: string): { font: PDFFont; text: string }[] {
    const runs: { font: PDFFont; text: string }[] = [];
    for (const ch of this.printable(text)) {
      const last = runs.at(-1);
      const member = last && /\s/.test(ch) && this.members.find((m) => m.font === last.font)!.covers(ch.codePointAt(0)!) ? undefined : this.member(ch);
      if (last && (!member || member.font === last.font)) last.text += ch;
      else runs.push({ font: (member ?? this.members[0]!).font, text: ch });
    }
    return runs;
  }

  widthOfTextAtSize(text: string, size: number): number {
    return this.runs(text).reduce((sum, run) => sum + this.runWidth(run, size), 0);
  }

  private runWidth(run: { font: PDFFont; text: string }, size: number): number {
    const widths = this.members.find((m) => m.font === run.font)!.widths;
    let width = 0;
    for (const part of run.text.split(/(\s)/)) {
      if (!part) continue;
      let w = widths.get(part);
      if (w === undefined) {
        if (widths.size >= WIDTHS_KEPT) widths.clear();
        widths.set(part, (w = run.font.widthOfTextAtSize(part, 1)));
      }
      width += w * size;
    }
    return width;
  }

  /** Draws `text` on one line from `x`; returns its width. */
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color?: RGB }): number {
    let x = at.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      x += this.runWidth(run, at.size);
    }
    return x - at.x;
  }
}

export type Faces = { regular: Face; bold: Face };

/**
 * The faces of one document. `content` is everything the document will print that is not the
 * app's own words (JSON of its input will do): the Chinese font is embedded only when it holds
 * a character Noto Sans lacks. The app's messages (fr, en, de, es) are all within Noto Sans.
 */
export async function documentFaces(doc: PDFDocument, content: string): Promise<Faces> {
  doc.registerFontkit(registered);
  const latin = { regular: load(FILES.latin.regular), bold: load(FILES.latin.bold) };
  const needsCjk = [...content].some((ch) => {
    const cp = ch.codePointAt(0)!;
    return cp > 0x7f && !latin.regular.font.hasGlyphForCodePoint(cp) && !/\s/.test(ch);
  });
  const face = async (weight: Weight) => {
    const files = needsCjk ? [FILES.latin[weight], FILES.cjk[weight]] : [FILES.latin[weight]];
    const members: Member[] = [];
    for (const file of files) {
      const family = load(file);
      const font = await doc.embedFont(family.bytes, { subset: true });
      members.push({ font, covers: (cp) => family.font.hasGlyphForCodePoint(cp), widths: widthsOf(file) });
    }
    return new Face(members);
  };
  return { regular: await face('regular'), bold: await face('bold') };
}
