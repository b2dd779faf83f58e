import * as z from 'zod';

export const OrderMessageSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    locale: z.string(),
    toAddress: z.string(),
    subject: z.string(),
    text: z.string().meta({ description: 'The plain-text part, as sent (the HTML part says the same).' }),
    status: z.enum(['queued', 'sent', 'failed', 'kept']).meta({ description: '`kept`: rendered and stored, not sent: no mail server configured (SMTP_URL), or a test order (docs/integrators.md#test-mode).' }),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OrderMessage' });
export const OrderMessagesSchema = z.object({ messages: z.array(OrderMessageSchema) }).meta({ id: 'OrderMessages' });
export type OrderMessage = z.output<typeof OrderMessageSchema>;
