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

/** Bytes needed to decide. */
export const SNIFF_BYTES = 16;

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
