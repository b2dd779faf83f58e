/**
 * File type from magic bytes only (OWASP File Upload: never trust the name or the
 * declared Content-Type). Accepted: JPEG, PNG, WebP. HEIC/HEIF is recognised only to
 * say why it is refused: the sharp build installed here has no HEVC decoder (its
 * libheif reads AVIF only), so a HEIC photo cannot be re-encoded.
 */

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];

/** sharp's `metadata().format` for each accepted type: the decoder must agree with the sniff. */
export const SHARP_FORMAT: Record<AcceptedType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/** Bytes needed to decide the type, and to read PNG's and WebP's declared dimensions. */
export const SNIFF_BYTES = 32;

export type Sniffed = { type: AcceptedType } | { type: null; heif: boolean };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'avif', 'avis']);

const startsWith = (head: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

export function sniffImage(head: Uint8Array): Sniffed {
  if (head.length >= 3 && startsWith(head, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg' };
  if (head.length >= 8 && startsWith(head, PNG)) return { type: 'image/png' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { type: 'image/webp' };
  const heif = head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12));
  return { type: null, heif };
}

/**
 * Width × height as the header declares it, from the first {@link SNIFF_BYTES} bytes, so a
 * file claiming more pixels than allowed is refused at its first bytes, before the rest is
 * read. PNG (IHDR) and WebP (VP8X, VP8, VP8L) say it there; JPEG's frame header can sit past
 * any metadata, so it is read (headers only, no decoding) once the file is complete. 0 = unknown.
 */
export function declaredPixels(head: Uint8Array, type: AcceptedType): number {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  if (type === 'image/png' && head.length >= 24 && ascii(head, 12, 16) === 'IHDR') return view.getUint32(16) * view.getUint32(20);
  if (type !== 'image/webp' || head.length < 30) return 0;
  const chunk = ascii(head, 12, 16);
  const u24 = (at: number) => head[at]! | (head[at + 1]! << 8) | (head[at + 2]! << 16);
  if (chunk === 'VP8X') return (u24(24) + 1) * (u24(27) + 1);
  if (chunk === 'VP8 ') return (view.getUint16(26, true) & 0x3fff) * (view.getUint16(28, true) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return ((bits & 0x3fff) + 1) * (((bits >>> 14) & 0x3fff) + 1);
  }
  return 0;
}
