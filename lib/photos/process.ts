import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import {
  DECODE_PIXEL_BUDGET,
  MAX_PIXELS,
  MIN_DECODE_WEIGHT,
  OPTIMISE_CODING_MAX_PIXELS,
  VARIANT_SIZES,
  VARIANT_TYPES,
  type VariantType,
} from './limits';
import { WeightedSemaphore } from './semaphore';
import { SHARP_FORMAT, type AcceptedType } from './sniff';

// Every upload is a new image: libvips' operation cache would only hold on to memory.
sharp.cache(false);

/** Why an image that passed the magic-byte check still cannot be used. */
export class ImageRejection extends Error {
  constructor(
    readonly reason: 'too_many_pixels' | 'corrupt' | 'type_mismatch',
    readonly pixels?: number,
  ) {
    super(reason);
    this.name = 'ImageRejection';
  }
}

export type EncodedImage = { bytes: Buffer; mimeType: string; width: number; height: number; etag: string };
export type EncodedVariant = EncodedImage & { type: VariantType };
export type ProcessedImage = { full: EncodedImage; variants: EncodedVariant[] };

/**
 * The full image is re-encoded as JPEG: every client and tool decodes it, it allows
 * 65 535 px a side (WebP stops at 16 383, below what 40 MP panoramas need) and its
 * encoder streams. The variants, shown in the UI, are WebP: about a third smaller.
 */
export const FULL_MIME = 'image/jpeg';
export const VARIANT_MIME = 'image/webp';
const FULL_QUALITY = 85;
const VARIANT_QUALITY = 80;
const WHITE = { r: 255, g: 255, b: 255 };

const decodes = new WeightedSemaphore(DECODE_PIXEL_BUDGET);

/** Strong validator, the same value an S3 single-part PUT reports. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('md5').update(bytes).digest('hex')}"`;
}

/**
 * Header-only look at the image (no pixel is decoded): its real format must be the
 * sniffed one and width × height must stay within {@link MAX_PIXELS}, so a small PNG
 * that declares 14000×14000 is refused before any memory is spent on it.
 */
export async function inspectImage(bytes: Buffer, type: AcceptedType) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'truncated' }).metadata();
  } catch {
    throw new ImageRejection('corrupt');
  }
  if (meta.format !== SHARP_FORMAT[type]) throw new ImageRejection('type_mismatch');
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0; // animated WebP/PNG: the first frame is used
  if (width <= 0 || height <= 0) throw new ImageRejection('corrupt');
  const pixels = width * height;
  if (pixels > MAX_PIXELS) throw new ImageRejection('too_many_pixels', pixels);
  return { width, height, pixels, hasAlpha: meta.hasAlpha === true };
}

/**
 * Decodes (at most {@link DECODE_PIXEL_BUDGET} pixels at a time in this process),
 * applies the EXIF orientation, and re-encodes: the full image plus small, medium and
 * large WebP variants, never upscaled. Nothing of the original file survives: sharp
 * writes no EXIF, GPS, XMP, IPTC or ICC data unless asked to keep it, and colours are
 * converted to sRGB. A truncated or corrupt image is an {@link ImageRejection}.
 */
export async function processImage(bytes: Buffer, type: AcceptedType, signal?: AbortSignal): Promise<ProcessedImage> {
  const info = await inspectImage(bytes, type);
  return decodes.run(Math.max(info.pixels, MIN_DECODE_WEIGHT), async () => {
    signal?.throwIfAborted();
    try {
      return await encode(bytes, info);
    } catch (error) {
      if (error instanceof ImageRejection) throw error;
      const message = error instanceof Error ? error.message : '';
      throw new ImageRejection(/pixel limit/i.test(message) ? 'too_many_pixels' : 'corrupt', info.pixels);
    }
  });
}

async function encode(bytes: Buffer, info: { pixels: number; hasAlpha: boolean }): Promise<ProcessedImage> {
  const decode = (): Sharp => {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', sequentialRead: true }).rotate();
    // JPEG has no alpha; flatten everything on white so the full image and variants agree.
    return info.hasAlpha ? image.flatten({ background: WHITE }) : image;
  };

  const full = await decode()
    .jpeg({ quality: FULL_QUALITY, chromaSubsampling: '4:2:0', optimiseCoding: info.pixels <= OPTIMISE_CODING_MAX_PIXELS })
    .toBuffer({ resolveWithObject: true });

  // The variants are made from that JPEG, after it, not from the source beside it
  // (docs/performance.md#memory): JPEG shrinks on load, so the largest variant's pixels come from
  // a quarter-size decode whatever the source's format. A 40 MP PNG resized from its own
  // full-size rows held 50 MB more, and both pipelines side by side +70 MB at once, against +22
  // (12 MP phone photo: +40 → +28 MB, the same CPU time). The full image is already upright,
  // flattened and sRGB; the variants lose nothing visible to one more JPEG generation at 85.
  const largest = VARIANT_SIZES.large;
  const base = await sharp(full.data, { failOn: 'truncated', sequentialRead: true })
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const variants: EncodedVariant[] = [];
  for (const type of VARIANT_TYPES) {
    const size = VARIANT_SIZES[type];
    const out = await sharp(base.data, { raw })
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: VARIANT_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ type, bytes: out.data, mimeType: VARIANT_MIME, width: out.info.width, height: out.info.height, etag: etagOf(out.data) });
  }

  return {
    full: { bytes: full.data, mimeType: FULL_MIME, width: full.info.width, height: full.info.height, etag: etagOf(full.data) },
    variants,
  };
}
