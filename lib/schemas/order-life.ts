import * as z from 'zod';
import { TranslatedStringSchema } from './common';
import { CONSENT_CHANNELS, QUOTE_ANSWERS } from './constants';

// The wire shapes of an order's life after booking: quote answers and the quote's lines (docs/decisions.md#quote-consent).

export const ConsentChannelSchema = z.enum(CONSENT_CHANNELS).meta({ id: 'ConsentChannel', description: 'How the customer gave staff their answer.' });

export const QuoteAnswerBodySchema = z
  .object({
    answer: z.enum(QUOTE_ANSWERS),
    note: z.string().trim().max(1000).default(''),
    channel: ConsentChannelSchema.optional().meta({
      description: 'Staff only, and then required (with a note): the customer answered in store, by phone or by e-mail; recorded in the history as on their behalf.',
    }),
  })
  .meta({ id: 'QuoteAnswerRequest' });
export type QuoteAnswerBody = z.output<typeof QuoteAnswerBodySchema>;

export const QuoteLineSchema = z
  .object({
    orderItemId: z.string(),
    itemId: z.string(),
    subServiceId: z.string(),
    displayName: TranslatedStringSchema,
    quantity: z.number().int().meta({ description: 'In the quote (0: removed from the booking).' }),
    bookedQuantity: z.number().int().meta({ description: 'At booking (0: added by the quote).' }),
    unitPrice: z.number(),
    price: z.number().meta({ description: 'unitPrice × quantity, before offers and the Bonus Réparation.' }),
    repairFund: z.number().meta({ description: 'Bonus Réparation deducted on this line.' }),
    change: z.enum(['added', 'removed', 'quantity', 'unchanged']),
    free: z.boolean().meta({ description: 'A free line staff priced after inspection, not a catalogue service (docs/decisions.md#free-quote-lines).' }),
  })
  .meta({ id: 'QuoteLine' });

export const QuoteViewSchema = z
  .object({
    basketIndex: z.number().int(),
    status: z.enum(['pending', ...QUOTE_ANSWERS]),
    note: z.string().meta({ description: 'The atelier’s message with the quote.' }),
    proposedAt: z.iso.datetime(),
    currency: z.string(),
    total: z.number(),
    bookedTotal: z.number(),
    repairFund: z.number(),
    lines: z.array(QuoteLineSchema),
    payOnAccept: z.number().meta({ description: 'A card booking: what accepting asks to pay by card now, the quote’s total less what was paid (major units); 0 otherwise (docs/payments.md#quote-difference).' }),
  })
  .meta({ id: 'QuoteView', description: 'The latest revised quote, line by line against the booking (added).' });
export type QuoteView = z.output<typeof QuoteViewSchema>;
