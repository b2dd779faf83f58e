import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, WebhookEventSchema } from '@/lib/schemas/webhooks';
import { WEBHOOK_DOCS } from './webhook-docs';

// docs/integrators.md#webhooks: every event type a brand can subscribe to is in the document's
// `webhooks` section, once, with an example body valid against WebhookEvent and of its own type.
describe('the webhooks section', () => {
  it('documents every event type once', () => {
    expect(WEBHOOK_DOCS.map((d) => d.name).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  for (const doc of WEBHOOK_DOCS) {
    it(`${doc.name}: a summary, a description and a valid example of its own type`, () => {
      expect(doc.summary.length).toBeGreaterThan(10);
      expect(doc.description.length).toBeGreaterThan(10);
      const parsed = WebhookEventSchema.safeParse(doc.example);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(parsed.data!.type).toBe(doc.name);
    });
  }

  it('each type’s own data member is in its example', () => {
    const data = (name: string) => WebhookEventSchema.parse(WEBHOOK_DOCS.find((d) => d.name === name)!.example).data;
    expect(data('order.payment_received').payment).toBeDefined();
    expect(data('order.refunded').payment).toBeDefined();
    expect(data('order.payment_failed').failureCode).toBeDefined();
    expect(data('order.contact_changed').fields?.length).toBeGreaterThan(0);
    expect(data('order.note_added').note).toBeDefined();
    expect(data('order.archived').order.isArchived).toBe(true);
    expect(data('order.unarchived').order.isArchived).toBe(false);
  });
});
