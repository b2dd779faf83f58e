/**
 * Damage videos (docs/videos.md): MP4 or WebM, judged by their first bytes, never by name or
 * Content-Type. Pure. MP4: an ISO BMFF `ftyp` box whose major brand is an MP4 one (not HEIF/AVIF
 * images, not QuickTime `qt  `); WebM: an EBML header whose DocType is `webm` (not Matroska's `matroska`).
 */
export const VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const MAX_VIDEO_LABEL = '50 MB';
export const MAX_VIDEO_SECONDS = 30;
/** Bytes enough to decide: the ftyp box, or the EBML header with its DocType. */
export const VIDEO_SNIFF_BYTES = 64;

const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4', 'MSNV']);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export function sniffVideo(head: Uint8Array): VideoType | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12))) return 'video/mp4';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    // DocType element (0x42 0x82), a one-byte size (0x80 | n), then n characters.
    for (let i = 4; i + 3 < head.length; i++) {
      if (head[i] === 0x42 && head[i + 1] === 0x82) {
        const n = head[i + 2]! & 0x7f;
        return ascii(head, i + 3, i + 3 + n) === 'webm' ? 'video/webm' : null;
      }
    }
  }
  return null;
}
