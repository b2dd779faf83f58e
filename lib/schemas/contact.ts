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

// Its schema sits in ./receipt.ts: the cart's items carry it too, and ./cart.ts cannot import this module (it imports ./cart).
export { RECEIPT_TYPES, ReceiptSchema, type Receipt } from './receipt';

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
