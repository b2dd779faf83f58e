import { describe, expect, it } from 'vitest';
import { emailKindFor } from './events';

describe('the e-mail after a quote answer', () => {
  it('tells of the repair when accepted, and of the way back (by the order’s logistics) when declined', () => {
    expect(emailKindFor({ type: 'order.quote_answered', data: { from: 'quote_pending', to: 'in_repair' } })).toBe('quote_accepted');
    expect(emailKindFor({ type: 'order.quote_answered', data: { from: 'quote_pending', to: 'returning' } })).toBe('returning');
    expect(emailKindFor({ type: 'order.quote_answered', data: { from: 'quote_pending', to: 'ready_for_collection' } })).toBe('ready_for_collection');
  });
});
