import * as z from 'zod';

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
      .meta({ description: 'The photo or PDF of the receipt (uploaded by the customer when booking, or attached by staff); null while only the reference is given.' }),
    claim: z
      .object({ status: z.enum(['pending', 'accepted', 'rejected']), decidedAt: z.iso.datetime().nullable(), note: z.string() })
      .meta({ description: 'Staff’s decision on the warranty claim: a rejected claim becomes a paid booking only once the customer accepts its quote (docs/counter.md#warranty-claim).' }),
  })
  .meta({ id: 'WarrantyReceipt', description: 'A warranty item’s proof of purchase (the interface’s `receipt`); null on paid bookings.' });
export type Receipt = z.output<typeof ReceiptSchema>;
