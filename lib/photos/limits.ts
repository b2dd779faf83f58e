/** Upload limits (docs/decisions.md#access). One place, so docs, tests and code agree. */
import { MAX_CART_ITEMS, MAX_ITEM_PHOTOS } from '@/lib/schemas/constants';

const MiB = 1024 * 1024;

/** One file: more than this → 413, and reading stops at the first byte past it. */
export const MAX_FILE_BYTES = 15 * MiB;
export const MAX_FILE_LABEL = '15 MB';

/** A warranty receipt, photo or PDF (docs/counter.md#warranty-proof): more than this → 413. */
export const MAX_RECEIPT_BYTES = 5 * MiB;
export const MAX_RECEIPT_LABEL = '5 MB';

/** Files per request: 1 to 10; an 11th → 422. */
export const MAX_FILES = 10;

/**
 * Photos one cart may hold: as many as its items can ever show, so uploads past it can only be
 * waste or abuse; and as many an account may upload outside any cart in a day.
 */
export const MAX_CART_PHOTOS = MAX_CART_ITEMS * MAX_ITEM_PHOTOS;

/**
 * A guest cart (no account) holds fewer: anyone can make one, so its photos are storage and CPU
 * bought anonymously (110 photos of 40 MP were stored in one; docs/decisions.md#anonymous-decode-budget).
 */
export const MAX_GUEST_CART_PHOTOS = 40;

/**
 * What anonymous uploads may decode (docs/decisions.md#anonymous-decode-budget): megapixels per
 * minute, charged from each image's header before it is decoded, per address and per cart.
 * Decoding and re-encoding cost about 10 ms of CPU per megapixel here (10 × 40 MP took 4.1 s), so
 * 200 MP a minute holds one client to about 2 s of CPU a minute.
 */
export const anonymousDecodeBudget = () => ({ megapixels: Number(process.env.ANONYMOUS_DECODE_MP_PER_MINUTE ?? 200), windowMs: 60_000 });
export const MAX_ACCOUNT_PHOTOS_PER_DAY = MAX_CART_PHOTOS;

/** Room for the multipart framing: part headers, file names, the `cartId` field. */
export const MULTIPART_OVERHEAD_BYTES = 256 * 1024;

/** The whole request body: ten full-size files plus framing (checked on Content-Length and while streaming). */
export const MAX_REQUEST_BYTES = MAX_FILES * MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;
export const MAX_REQUEST_LABEL = '150 MB';

/**
 * Pixels in one image (width × height from the header, checked before decoding):
 * far below sharp's default of 16383², so a few hundred KB of PNG cannot ask for GBs.
 */
export const MAX_PIXELS = 40_000_000;

/** Non-file fields (`cartId`) and their size. */
export const MAX_FIELDS = 5;
export const MAX_FIELD_BYTES = 1024;

/** Longest side of each stored variant (WebP, never upscaled). */
export const VARIANT_SIZES = { small: 320, medium: 800, large: 1600 } as const;
export type VariantType = keyof typeof VARIANT_SIZES;
export const VARIANT_TYPES = Object.keys(VARIANT_SIZES) as VariantType[];

/**
 * Pixels being decoded at once in this process. Every image weighs at least
 * {@link MIN_DECODE_WEIGHT}, the whole budget: one image is decoded at a time (its full JPEG,
 * then its variants from that JPEG: process.ts, docs/performance.md#memory). Two images at once finish a burst sooner
 * but cost 70 MB: 20 uploads of 2 × 6 MB took 10.5–11.1 s and peaked at 392–397 MB, against
 * 15.2 s and 321–327 MB one at a time (e2e/upload-memory.spec.ts, budget 400 MB). A margin of
 * 3 MB was a flaky test and a server one burst away from its limit.
 */
export const DECODE_PIXEL_BUDGET = 48_000_000;
export const MIN_DECODE_WEIGHT = DECODE_PIXEL_BUDGET;

/**
 * Above this many pixels the full-size JPEG is written without Huffman optimisation:
 * optimised coding makes libjpeg hold every coefficient of the image (≈ 70 MB at
 * 12 MP, ≈ 240 MB at 40 MP) and doubles the encode time; plain coding streams, for
 * files about 5 % larger. Measured on a 12 MP phone-like JPEG: 310 → 160 ms.
 */
export const OPTIMISE_CODING_MAX_PIXELS = 4_000_000;

/**
 * Uploads read at once in one process (the rest wait unread): the one being read holds its file
 * and at most two files waiting for the decoder, about 18 MB of raw bytes with 6 MB photos,
 * whatever the number of concurrent uploads. Decoding is the slow part (one image at a time,
 * process.ts), so one reader costs little time: 20 uploads of 2 × 6 MB took 15 s with one,
 * 13 s with two, and peaked at 363–387 MB against 388–401 MB with two (e2e/upload-memory.spec.ts,
 * budget 400 MB; with four readers it was 391 MB on a smaller build).
 */
export const UPLOADS_READ_AT_ONCE = 1;
