import { describe, expect, it } from 'vitest';
import { spansOf } from './dashboard-read';

// docs/dashboards.md#months: whole calendar months from the month rows, the days at the ends from the day rows.
describe('spansOf', () => {
  it('cuts a period into its whole months and the days at its ends', () => {
    expect(spansOf('c', '2026-09-01', '2026-11-30')).toEqual({ days: [{ p: 'c', from: '2026-11-01', to: '2026-11-30' }], months: [{ p: 'c', from: '2026-09-01', to: '2026-11-01' }] });
    expect(spansOf('p', '2025-11-30', '2026-11-30')).toEqual({
      days: [{ p: 'p', from: '2025-11-30', to: '2025-12-01' }, { p: 'p', from: '2026-11-01', to: '2026-11-30' }],
      months: [{ p: 'p', from: '2025-12-01', to: '2026-11-01' }],
    });
    // Across a year's end, ending on a month's last day.
    expect(spansOf('c', '2025-12-15', '2026-03-01')).toEqual({ days: [{ p: 'c', from: '2025-12-15', to: '2026-01-01' }], months: [{ p: 'c', from: '2026-01-01', to: '2026-03-01' }] });
  });

  it('leaves a period without a whole month in days', () => {
    expect(spansOf('c', '2026-11-03', '2026-11-10')).toEqual({ days: [{ p: 'c', from: '2026-11-03', to: '2026-11-10' }], months: [] });
    expect(spansOf('c', '2026-10-20', '2026-11-10')).toEqual({ days: [{ p: 'c', from: '2026-10-20', to: '2026-11-10' }], months: [] });
    expect(spansOf('c', '2026-10-01', '2026-10-31')).toEqual({ days: [{ p: 'c', from: '2026-10-01', to: '2026-10-31' }], months: [] });
    expect(spansOf('c', '2026-10-01', '2026-11-01')).toEqual({ days: [], months: [{ p: 'c', from: '2026-10-01', to: '2026-11-01' }] });
  });
});
