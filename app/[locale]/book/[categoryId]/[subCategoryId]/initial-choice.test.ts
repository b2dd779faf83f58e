import { describe, expect, it } from 'vitest';
import { initialChoice } from './initial-choice';

const services = [
  { providerId: 'mtg', subServices: [{ id: 'mtg-hem' }] },
  { providerId: 'obk', subServices: [{ id: 'obk-hem' }] },
];
const base = { services, offeredIds: ['mtg', 'obk'], lockedProvider: null, draft: { services: [] }, prefillService: null };

describe('initialChoice', () => {
  it('chooses no atelier when several are offered', () => {
    expect(initialChoice(base)).toEqual({ providerId: '', selected: {} });
  });
  it('takes the only atelier offered', () => {
    expect(initialChoice({ ...base, offeredIds: ['mtg'] }).providerId).toBe('mtg');
  });
  it('starts a price-list booking with its repair ticked at its atelier', () => {
    expect(initialChoice({ ...base, prefillService: 'obk-hem' })).toEqual({ providerId: 'obk', selected: { 'obk-hem': 1 } });
  });
  it('lets the draft and the locked cart win over the price list', () => {
    const draft = { providerId: 'mtg', services: [{ subServiceId: 'mtg-hem', quantity: 2 }] };
    expect(initialChoice({ ...base, draft, prefillService: 'obk-hem' })).toEqual({ providerId: 'mtg', selected: { 'mtg-hem': 2 } });
    expect(initialChoice({ ...base, lockedProvider: 'mtg', prefillService: 'obk-hem' })).toEqual({ providerId: 'mtg', selected: {} });
  });
  it('ignores a named repair no atelier here offers', () => {
    expect(initialChoice({ ...base, prefillService: 'crx-hem' })).toEqual({ providerId: '', selected: {} });
  });
});
