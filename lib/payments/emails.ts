import type { EmailKind } from '@/lib/notifications/events';

/**
 * Which e-mail an event sends once online payments are involved (docs/payments.md#emails): a card
 * booking's confirmation waits for its first payment, and then says it is paid; the payments that
 * follow (a revised quote's difference) get their own receipt.
 */
export function paymentEmailKind(kind: EmailKind | null, event: { type: string; data: Record<string, unknown> }, order: { paymentMethod: string }): EmailKind | null {
  if (order.paymentMethod !== 'card') return kind;
  if (event.type === 'order.created') return null;
  if (event.type === 'order.payment_received' && event.data.first === true) return 'confirmation';
  return kind;
}
