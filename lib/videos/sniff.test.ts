import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sniffVideo } from './sniff';

const bytes = (s: string) => [...Buffer.from(s, 'latin1')];
const ftyp = (brand: string) => new Uint8Array([0, 0, 0, 0x18, ...bytes('ftyp'), ...bytes(brand), 0, 0, 0, 0]);
const ebml = (docType: string) => new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x80 | docType.length, ...bytes(docType)]);

describe('video sniffing (docs/videos.md)', () => {
  it('MP4 brands are MP4; HEIF, AVIF and QuickTime are not', () => {
    for (const brand of ['isom', 'mp42', 'avc1', 'iso5']) expect(sniffVideo(ftyp(brand))).toBe('video/mp4');
    for (const brand of ['heic', 'avif', 'mif1', 'qt  ']) expect(sniffVideo(ftyp(brand))).toBeNull();
  });

  it('WebM by its EBML DocType; Matroska is not WebM', () => {
    expect(sniffVideo(ebml('webm'))).toBe('video/webm');
    expect(sniffVideo(ebml('matroska'))).toBeNull();
  });

  it('bytes without either header are never taken for a video', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (head) => {
        fc.pre(!(head[0] === 0x1a && head[1] === 0x45) && Buffer.from(head.subarray(4, 8)).toString('latin1') !== 'ftyp');
        expect(sniffVideo(head)).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});
