import * as z from 'zod';
import { CartCustomerBodySchema } from './cart';
import { AddressSchema } from './common';
import { CONTACT_FIELDS, WARRANTY_REASONS } from './constants';

// ——— Warranty bookings: why, and which purchase (docs/counter.md#warranty) ———

export const WarrantyReasonSchema = z.enum(WARRANTY_REASONS).meta({ id: 'WarrantyReason' });

/** Required on a warranty booking's order request; refused on a paid one. */
export const WarrantyInputSchema = z
  .object({
    reason: WarrantyReasonSchema,
    details: z.string().trim().max(500).default('').meta({ description: 'Free text; required when the reason is `other`.' }),
    reference: z.string().trim().min(1).max(100).meta({ description: 'The receipt number of the purchase, or the earlier order’s number.' }),
  })
  .superRefine((w, ctx) => {
    if (w.reason === 'other' && !w.details) ctx.addIssue({ code: 'custom', path: ['details'], message: 'Say what the reason is' });
  })
  .meta({ id: 'WarrantyRequest' });
export type WarrantyInput = z.output<typeof WarrantyInputSchema>;

export const WarrantySchema = z
  .object({ reason: WarrantyReasonSchema, details: z.string(), reference: z.string() })
  .meta({ id: 'Warranty' });

// ——— Correcting the customer's contact details after booking (docs/counter.md#contact-edits) ———

/**
 * PATCH /api/sip/orders/{id}/customer: the cart customer's own schema, every field optional
 * (what is sent is replaced; at least one field). The address, when sent, is whole.
 */
export const ContactEditBodySchema = CartCustomerBodySchema.extend({ title: CartCustomerBodySchema.shape.title.unwrap().optional() })
  .partial()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Send at least one field' })
  .meta({ id: 'OrderContactRequest' });
export type ContactEditBody = z.output<typeof ContactEditBodySchema>;

const ContactValue = z.union([z.string(), AddressSchema, z.null()]);

export const ContactChangeSchema = z
  .object({ field: z.enum(CONTACT_FIELDS), from: ContactValue, to: ContactValue })
  .meta({ id: 'ContactChange' });
export type ContactChange = z.output<typeof ContactChangeSchema>;

/** One correction in the order's staff history: who (`by`, an account id), when, what. */
export const ContactChangeEntrySchema = z
  .object({ id: z.string(), date: z.iso.datetime(), by: z.string().nullable(), role: z.string(), changes: z.array(ContactChangeSchema) })
  .meta({ id: 'ContactChangeEntry' });
export type ContactChangeEntry = z.output<typeof ContactChangeEntrySchema>;

// ——— Proof of purchase of a warranty booking (docs/counter.md#warranty-proof) ———

export const RECEIPT_TYPES = ['image/jpeg', 'application/pdf'] as const;

export const ReceiptSchema = z
  .object({
    reference: z.string().meta({ description: 'The receipt number or the brand’s order reference given at booking.' }),
    file: z
      .object({
        key: z.string(),
        url: z.string().meta({ description: 'The stored file (GET /api/sip/photos/{key}/full): a photo re-encoded as JPEG, or the PDF as sent.' }),
        mimeType: z.enum(RECEIPT_TYPES),
        name: z.string(),
        bytes: z.number().int().positive(),
        sha256: z.string(),
        addedAt: z.iso.datetime(),
      })
      .nullable()
      .meta({ description: 'The photo or PDF of the receipt staff attached; null while only the reference is given.' }),
    claim: z
      .object({ status: z.enum(['pending', 'accepted', 'rejected']), decidedAt: z.iso.datetime().nullable(), note: z.string() })
      .meta({ description: 'Staff’s decision on the warranty claim: a rejected claim becomes a paid booking only once the customer accepts its quote (docs/counter.md#warranty-claim).' }),
  })
  .meta({ id: 'WarrantyReceipt', description: 'A warranty item’s proof of purchase (the interface’s `receipt`); null on paid bookings.' });
export type Receipt = z.output<typeof ReceiptSchema>;

export const WarrantyClaimBodySchema = z
  .object({
    decision: z.enum(['accepted', 'rejected']),
    note: z.string().trim().max(1000).default('').meta({ description: 'Why; required for a rejection (the customer reads it with the quote).' }),
  })
  .superRefine((b, ctx) => {
    if (b.decision === 'rejected' && !b.note) ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the claim is rejected' });
  })
  .meta({ id: 'WarrantyClaimRequest' });
export type WarrantyClaimBody = z.output<typeof WarrantyClaimBodySchema>;
