import * as z from 'zod';
import { ORDER_REQUEST_KINDS, PROVIDER_UPLOAD_TAGS, ROLES } from './constants';
import { ImageSchema } from './photos';

// The thread and the bench photos of an order (docs/atelier.md#messages, #photos): a module of their
// own so that the customer pages' slim order schema (lib/client/order-schema.ts) reads them without the whole Order.

/** One of the atelier's photos of an order (docs/atelier.md#photos): the image shape, tagged with what it shows. */
export const ProviderUploadSchema = ImageSchema.extend({
  tag: z.enum(PROVIDER_UPLOAD_TAGS).meta({ description: '`intake`: the garment as it came in; `issue`: a problem found at the bench; `after_repair`: the result.' }),
  uploadedAt: z.iso.datetime(),
  role: z.string().meta({ description: 'Who took it: `atelier`, `staff` or `admin`.' }),
}).meta({ id: 'ProviderUpload' });
export type ProviderUpload = z.output<typeof ProviderUploadSchema>;

/** One message of the order's thread (docs/atelier.md#messages), as everyone who reaches the order sees it. */
export const OrderCommentSchema = z
  .object({
    id: z.string(),
    role: z.enum(ROLES).meta({ description: 'Who wrote it: `customer`, `staff`, `admin` (the store) or `atelier`.' }),
    authorName: z.string().meta({ description: 'The customer’s given name, the staff member’s name, or the atelier’s name.' }),
    text: z.string().meta({ description: 'Plain text, as written (up to 2,000 characters); shown escaped, never as markup.' }),
    date: z.iso.datetime(),
    requestId: z.string().nullable().meta({ description: 'The request this message is (a customer’s, in `requests`) or answers (the store’s or the atelier’s); null for a plain message.' }),
    images: z.array(ImageSchema).meta({ description: 'The photos sent with the message (up to 4), in the image shape, in the order sent.' }),
  })
  .meta({ id: 'OrderComment' });
export type OrderComment = z.output<typeof OrderCommentSchema>;

/** A customer's request on the thread, open until the store or the atelier answers it (docs/atelier.md#messages). */
export const OrderRequestSchema = z
  .object({
    id: z.string().meta({ description: 'The same id as the message that made it, in `comments`.' }),
    kind: z.enum(ORDER_REQUEST_KINDS).meta({ description: '`add_work` (more to repair), `call_before` (call before going on), `cancel`, `other`.' }),
    text: z.string(),
    date: z.iso.datetime(),
    status: z.enum(['open', 'answered']),
    answeredAt: z.iso.datetime().nullable(),
    answeredBy: z.enum(ROLES).nullable(),
  })
  .meta({ id: 'OrderRequest' });
export type OrderRequest = z.output<typeof OrderRequestSchema>;

