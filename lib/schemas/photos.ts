import * as z from 'zod';
import { MAX_FILES } from '@/lib/photos/limits';

/** A photo key: `newSecretId()`, 128 random bits in base64url (22 characters). Strict: no dot, no slash. */
export const PhotoKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,64}$/)
  .meta({ description: 'The photo key returned by the upload (base64url, at least 128 random bits).' });

export const PHOTO_VARIANTS = ['full', 'small', 'medium', 'large'] as const;
export type PhotoVariantName = (typeof PHOTO_VARIANTS)[number];
export const PhotoVariantSchema = z.enum(PHOTO_VARIANTS).meta({ description: '`full` (the re-encoded original) or a WebP variant.' });

export const PhotoPathSchema = z.object({ key: PhotoKeySchema, variant: PhotoVariantSchema });

const url = z
  .string()
  .regex(/^(?:https?:\/\/\S+|\/\S*)$/)
  .meta({ description: 'Absolute URL, from APP_ORIGIN or the origin the request came to (root-relative only in the app’s own pages).', format: 'uri-reference' });

/** Interface `dimension`: one resized variant of an image. */
export const DimensionSchema = z
  .object({
    _id: z.string(),
    type: z.enum(['small', 'medium', 'large']),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    orientation: z
      .number()
      .int()
      .min(1)
      .max(8)
      .meta({ description: 'EXIF orientation of the stored bytes: always 1, the pixels are already upright.' }),
    url,
  })
  .meta({ id: 'ImageDimension' });
export type Dimension = z.infer<typeof DimensionSchema>;

/** Interface `image`, plus the full image's `width` and `height`. */
export const ImageSchema = z
  .object({
    tag: z.string().meta({ description: '`full`: the object `url` points at is the whole (re-encoded) image.' }),
    mimeType: z.string(),
    name: z.string().meta({ description: "The uploaded file's name, sanitised (a label only)." }),
    url,
    key: PhotoKeySchema,
    bucket: z.string().meta({ description: 'The S3 bucket holding the bytes, or `local`.' }),
    ETag: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    dimensions: z.array(DimensionSchema),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof ImageSchema>;

export const UploadPhotosResponseSchema = z.object({ images: z.array(ImageSchema).min(1).max(MAX_FILES) }).meta({ id: 'UploadPhotosResponse' });
export type UploadPhotosResponse = z.infer<typeof UploadPhotosResponseSchema>;

/** The multipart body, for the OpenAPI document (the handler streams it; see lib/photos/multipart.ts). */
export const UploadPhotosBodySchema = z
  .object({
    files: z
      .array(z.file())
      .min(1)
      .max(MAX_FILES)
      .meta({ description: 'JPEG, PNG or WebP images (judged by their bytes), 15 MB and 40 megapixels each at most.' }),
    cartId: z
      .string()
      .max(64)
      .optional()
      .meta({ description: 'The cart the photos belong to. Without it the photos belong to the signed-in account (anonymous → 401).' }),
  })
  .meta({ id: 'UploadPhotosRequest' });
