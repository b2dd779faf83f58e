import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { storeCarriers } from './store-carriers';

const ship = (code: string) => [
  { flow: `${code}-onward`, type: 'onward' as const, logisticProvider: code, providerName: code.toUpperCase() },
  { flow: `${code}-return`, type: 'backwards' as const, logisticProvider: code, providerName: code.toUpperCase() },
];
const option = fc.record({
  isActive: fc.boolean(),
  providerId: fc.option(fc.constantFrom('p1', 'p2'), { nil: null }),
  storeId: fc.option(fc.constantFrom('s1', 's2'), { nil: null }),
  storeOnly: fc.boolean(),
  shipments: fc.constantFrom('colissimo', 'ups', 'courier').map(ship),
});

describe('storeCarriers', () => {
  it('lists each carrier of an option serving the store once, sorted', () => {
    const options = [
      { providerId: null, storeId: null, storeOnly: false, shipments: ship('ups') },
      { providerId: null, storeId: null, storeOnly: false, shipments: ship('colissimo') },
      { providerId: 'p2', storeId: null, storeOnly: false, shipments: ship('dhl') },
      { providerId: null, storeId: 's2', storeOnly: false, shipments: ship('gls') },
      { providerId: null, storeId: null, storeOnly: true, shipments: ship('courier') },
      { isActive: false, providerId: null, storeId: null, storeOnly: false, shipments: ship('fedex') },
    ];
    expect(storeCarriers(options, { id: 's1', onlineStore: true }, 'p1')).toEqual([
      { logisticProvider: 'colissimo', providerName: 'COLISSIMO' },
      { logisticProvider: 'ups', providerName: 'UPS' },
    ]);
    expect(storeCarriers(options, { id: 's1', onlineStore: false }, 'p1').map((c) => c.logisticProvider)).toEqual(['colissimo', 'courier', 'ups']);
    expect(storeCarriers(options, undefined, 'p1')).toEqual([]);
  });

  it('every carrier listed comes from an active option open to that store and atelier, and none is missed', () => {
    fc.assert(
      fc.property(fc.array(option, { maxLength: 8 }), fc.boolean(), (options, online) => {
        const store = { id: 's1', onlineStore: online };
        const got = storeCarriers(options, store, 'p1').map((c) => c.logisticProvider);
        const serving = options.filter((o) => o.isActive && (!o.storeId || o.storeId === 's1') && (!o.providerId || o.providerId === 'p1') && !(o.storeOnly && online));
        const expected = [...new Set(serving.flatMap((o) => o.shipments.map((s) => s.logisticProvider)))].sort();
        expect(got).toEqual(expected);
      }),
    );
  });
});
