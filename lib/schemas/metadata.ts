import * as z from 'zod';

/** docs/integrators.md#metadata: a brand's own references on carts and orders, bounded like Stripe's. */
export const METADATA_LIMITS = { keys: 20, keyLength: 40, valueLength: 500 } as const;

const key = z.string().min(1).max(METADATA_LIMITS.keyLength).regex(/^[A-Za-z0-9_.:-]+$/, 'Letters, digits and _ . : - only');

/** What the brand sends: a key set to `""` removes it (a PATCH merges into what is there). */
export const MetadataInputSchema = z
  .record(key, z.string().max(METADATA_LIMITS.valueLength))
  .refine((m) => Object.keys(m).length <= METADATA_LIMITS.keys, `At most ${METADATA_LIMITS.keys} keys`)
  .meta({
    id: 'MetadataInput',
    description: `The brand's own references (its order or customer id…): up to ${METADATA_LIMITS.keys} keys of up to ${METADATA_LIMITS.keyLength} characters (letters, digits, _ . : -), string values up to ${METADATA_LIMITS.valueLength}. Merged into what is there; a key set to "" is removed. The app’s pages do not show it.`,
    example: { brandOrderId: 'SHOP-10442', crmCustomerId: 'C-88120' },
  });

export const MetadataSchema = z
  .record(z.string(), z.string())
  .meta({ id: 'Metadata', description: 'The brand’s own references (added; docs/integrators.md#metadata). `{}` when none.' });

export type Metadata = z.output<typeof MetadataSchema>;

/** `what is there` with `changes` merged in ("" removes a key); null when the result has too many keys. Pure. */
export function mergeMetadata(current: Metadata, changes: Metadata | undefined): Metadata | null {
  if (!changes) return current;
  const merged: Metadata = { ...current };
  for (const [k, v] of Object.entries(changes)) {
    if (v === '') delete merged[k];
    else merged[k] = v;
  }
  return Object.keys(merged).length <= METADATA_LIMITS.keys ? merged : null;
}
