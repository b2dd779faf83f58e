import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areasText, closuresText, hoursText, parseAreas, parseClosures, parseHours, parseTimes } from './lines';

const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

describe('back-office line fields', () => {
  it('hours, areas and closures read back what they show', () => {
    fc.assert(fc.property(fc.array(fc.record({ day: fc.integer({ min: 1, max: 7 }), opens: hhmm, closes: hhmm })), (hours) => {
      expect(parseHours(hoursText(hours))).toEqual({ ok: true, value: hours });
    }));
    fc.assert(fc.property(fc.array(fc.record({ country: fc.constantFrom('FR', 'GB', 'US'), zipPrefix: fc.stringMatching(/^[0-9A-Z]{0,5}$/) })), (areas) => {
      expect(parseAreas(areasText(areas))).toEqual({ ok: true, value: areas });
    }));
    const closures = [{ from: '2026-12-25', to: '2026-12-26', note: 'Noël' }];
    expect(parseClosures(closuresText(closures))).toEqual({ ok: true, value: closures });
  });

  it('accepts French “10h00” and a one-day closure; names the first line it cannot read', () => {
    expect(parseHours('1 10h00-19h00')).toEqual({ ok: true, value: [{ day: 1, opens: '10:00', closes: '19:00' }] });
    expect(parseClosures('2026-05-01 Fête du travail')).toEqual({ ok: true, value: [{ from: '2026-05-01', to: '2026-05-01', note: 'Fête du travail' }] });
    expect(parseHours('1 10:00-19:00\n\n8 10:00-12:00')).toEqual({ ok: false, line: 3 });
    expect(parseAreas('FR 75\nFrance')).toEqual({ ok: false, line: 2 });
    expect(parseTimes('09:00, 14h00')).toEqual({ ok: true, value: ['09:00', '14:00'] });
    expect(parseTimes('09:00, noon')).toEqual({ ok: false, line: 2 });
  });
});
