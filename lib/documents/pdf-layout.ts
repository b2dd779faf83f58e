import { rgb, type PDFPage } from 'pdf-lib';
import { addressLines, countryName } from '@/lib/i18n/address-format';
import type { Address } from '@/lib/schemas/common';
import type { Face, Faces } from './fonts';

/**
 * Shared layout helpers for every printed document (shipping labels, garment tickets,
 * invoices): page sizes, clipped lines and a postal address block, in the document's faces
 * (./fonts.ts). Text goes through Face.printable: a character no font has is replaced, never a
 * thrown error.
 */

export const MM = 72 / 25.4;
export const PAGE = { a6: [105 * MM, 148 * MM] as const, a4: [210 * MM, 297 * MM] as const };
export const INK = rgb(0, 0, 0);
export const GREY = rgb(0.4, 0.4, 0.4);

/** Clipped to `maxWidth` with an ellipsis: a long street name never runs off the label. */
export function fitText(text: string, font: Face, size: number, maxWidth: number): string {
  let s = font.printable(text);
  if (font.widthOfTextAtSize(s, size) <= maxWidth) return s;
  // Cut by code point: a character outside the BMP (a rare CJK name) is never split in two.
  while ([...s].length > 1 && font.widthOfTextAtSize(`${s}...`, size) > maxWidth) s = [...s].slice(0, -1).join('');
  return `${s.trimEnd()}...`;
}

/**
 * Words laid into lines no wider than `width`, for every printed document. Breaks at ordinary
 * spaces, tabs and line breaks only: a no-break space (French "indicative : nous", "1 234,50 €")
 * holds. A word wider than the line stands alone on its line (callers that must not overflow clip
 * it with fitText).
 */
export function wrapText(text: string, font: Face, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of font.printable(text).split(/[ \t\n]+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type TextStyle = { font: Face; size: number; maxWidth: number; lineGap?: number; color?: ReturnType<typeof rgb> };

/** Draws lines downward from the baseline `y`; returns the y below the last line. */
export function drawLines(page: PDFPage, lines: string[], x: number, y: number, style: TextStyle): number {
  const step = style.size + (style.lineGap ?? style.size * 0.25);
  for (const line of lines) {
    style.font.draw(page, fitText(line, style.font, style.size, style.maxWidth), { x, y, size: style.size, color: style.color ?? INK });
    y -= step;
  }
  return y;
}

export type AddressBlock = { heading: string; name: string; address: Address; language: string; showCountry?: boolean };

/** A heading, a name in bold and the address lines in the country's order; returns the y below it. */
export function drawAddressBlock(page: PDFPage, block: AddressBlock, x: number, y: number, fonts: Faces, size: number, maxWidth: number): number {
  y = drawLines(page, [block.heading.toUpperCase()], x, y, { font: fonts.bold, size: size * 0.7, maxWidth, color: GREY });
  y = drawLines(page, [block.name], x, y - size * 0.3, { font: fonts.bold, size, maxWidth });
  const lines = addressLines(block.address, block.showCountry ? countryName(block.address.country, block.language).toUpperCase() : undefined);
  return drawLines(page, lines, x, y, { font: fonts.regular, size, maxWidth });
}
