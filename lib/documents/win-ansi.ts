/**
 * WinAnsi, the one encoding of the standard PDF fonts every printed document uses (labels,
 * garment tickets, invoices): printable ASCII, Latin-1's 0xA0–0xFF, and these in 0x80–0x9F.
 * The five holes are codes WinAnsi leaves undefined. One table for writing and for reading.
 */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const HOLES = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

const DRAWABLE = new Set<string>();
for (let code = 0x20; code <= 0x7e; code++) DRAWABLE.add(String.fromCharCode(code));
for (let code = 0xa0; code <= 0xff; code++) DRAWABLE.add(String.fromCharCode(code));
for (let i = 0; i < HIGH.length; i++) if (!HOLES.has(0x80 + i)) DRAWABLE.add(HIGH[i]!);

/**
 * Nearest drawable stand-ins: letters with no decomposition into base + accent (Ł, đ), the
 * spaces Intl writes in French amounts (the narrow no-break space stays unbreakable), the
 * minus sign and the non-breaking hyphen.
 */
const NEAREST: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', ı: 'i', Ħ: 'H', ħ: 'h', '\u202f': '\u00a0', '\u2009': ' ', '\u2212': '-', '\u2011': '-' };

/** `text` as the standard fonts can draw it: accents dropped where needed, anything else '?'; line breaks become spaces. */
export function winAnsiText(text: string): string {
  let out = '';
  for (const raw of text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')) {
    const ch = NEAREST[raw] ?? raw;
    if (DRAWABLE.has(ch)) out += ch;
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => DRAWABLE.has(c)) ? base : '?';
    }
  }
  return out;
}

/** Bytes of a WinAnsi string (a PDF's text operand) as text; Node's 'latin1' would read 0x80–0x9F as control codes. */
export function decodeWinAnsi(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80]! : String.fromCharCode(b);
  return out;
}
