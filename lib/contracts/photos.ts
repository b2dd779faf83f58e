import * as z from 'zod';
import { anonymousDecodeBudget, MAX_ACCOUNT_PHOTOS_PER_DAY, MAX_CART_PHOTOS, MAX_FILE_LABEL, MAX_FILES, MAX_GUEST_CART_PHOTOS, MAX_PIXELS, VARIANT_SIZES } from '@/lib/photos/limits';
import { PhotoPathSchema, UploadPhotosBodySchema, UploadPhotosResponseSchema } from '@/lib/schemas/photos';
import { contract } from './contract';

const megapixels = MAX_PIXELS / 1e6;

export const uploadPhotos = contract({
  method: 'post',
  path: '/api/sip/photos',
  operationId: 'uploadPhotos',
  summary: 'Upload photos of the garment',
  description: [
    `multipart/form-data with 1–${MAX_FILES} files in \`files\` and, usually, the \`cartId\` they belong to (you must be able to use the cart, and it must not be ordered yet); without \`cartId\` the photos belong to the signed-in account.`,
    `Each file: JPEG, PNG or WebP judged by its bytes, whatever its name or declared type (HEIC is not accepted: send JPEG); at most ${MAX_FILE_LABEL} (reading stops at the first byte past it) and ${megapixels} megapixels.`,
    `Each image is auto-oriented and re-encoded — no EXIF, GPS, XMP or ICC data survives — and stored as a full JPEG plus WebP variants that fit in ${VARIANT_SIZES.small}, ${VARIANT_SIZES.medium} and ${VARIANT_SIZES.large} px (never upscaled).`,
    'All or nothing: one refused file refuses the request, and `errors[].path` names it (`files.2`). Reference the photos in cart items by their `key`.',
    `A cart holds at most ${MAX_CART_PHOTOS} photos (as many as its items can show), a guest cart ${MAX_GUEST_CART_PHOTOS}; an account uploads at most ${MAX_ACCOUNT_PHOTOS_PER_DAY} a day outside a cart. Past that: 422 on \`files\`, nothing stored.`,
    `Without an account, decoding is budgeted: each image's megapixels (read from its header) are charged to the address and to the cart, ${anonymousDecodeBudget().megapixels} MP per minute each by default; past it, 429 with Retry-After before the image is decoded.`,
  ].join('\n\n'),
  tags: ['Photos'],
  auth: 'optional',
  // A real parameter (docs/decisions.md#unknown-parameters): checked before any file is read.
  query: z.object({ cartId: z.string().min(1).max(200).optional().meta({ description: 'The cart the photos belong to (or a `cartId` form field ahead of the files).' }) }),
  body: { schema: UploadPhotosBodySchema, contentType: 'multipart/form-data', description: 'The photos and their cart.' },
  responses: { 201: { description: 'The stored images, in the order sent.', schema: UploadPhotosResponseSchema } },
  rateLimited: true,
  errors: ['bad_request', 'unauthorized', 'forbidden', 'not_found', 'cart_already_ordered', 'payload_too_large', 'unsupported_media_type', 'validation_failed', 'image_rejected'],
});

export const getPhoto = contract({
  auth: 'public',
  method: 'get',
  path: '/api/sip/photos/{key}/{variant}',
  operationId: 'getPhoto',
  summary: 'Fetch a stored photo',
  description:
    'Anyone holding the key gets the bytes (HEAD works too). The content never changes for a key: cache it forever. Unknown keys and variants answer 404.',
  tags: ['Photos'],
  pathParams: PhotoPathSchema,
  headers: [{ name: 'If-None-Match', description: 'An ETag received before: 304 if unchanged.' }],
  responses: {
    200: {
      description: '`full` is image/jpeg; `small`, `medium`, `large` are image/webp.',
      schema: z.file(),
      contentType: 'image/*',
      headers: {
        ETag: 'Strong validator (MD5 of the bytes, quoted).',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline',
      },
    },
    304: { description: 'Not modified (If-None-Match matched).' },
  },
  errors: ['not_found'],
});
