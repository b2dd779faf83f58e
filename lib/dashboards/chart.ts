/**
 * Pure: the geometry of the dashboards' bar charts, drawn as SVG on the server
 * (docs/dashboards.md#charts). No chart library: a bar chart is a linear scale and rectangles,
 * and a page that ships no chart code loads as fast as a bare one.
 */
export type Bar = { label: string; value: number };
export type BarGeometry = { label: string; value: number; x: number; y: number; width: number; height: number };

/** A "nice" upper bound (1, 2, 2.5 or 5 × 10ⁿ) at or above the largest value, so the axis reads round numbers. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

/**
 * Bars of a chart `width` × `height`: vertical (time series, left to right) or horizontal (one
 * bar per line, top to bottom, `lane` high each). Negative values are drawn as zero-height bars;
 * the table view gives their value.
 */
export function bars(values: readonly Bar[], o: { width: number; height: number; orientation: 'vertical' | 'horizontal'; gap?: number }): { max: number; bars: BarGeometry[] } {
  const max = niceMax(Math.max(0, ...values.map((v) => v.value)));
  const gap = o.gap ?? 2;
  const scale = (v: number, span: number) => (Math.max(0, v) / max) * span;
  if (o.orientation === 'vertical') {
    const slot = values.length ? o.width / values.length : 0;
    return {
      max,
      bars: values.map((v, i) => {
        const h = scale(v.value, o.height);
        return { ...v, x: i * slot + gap / 2, y: o.height - h, width: Math.max(1, slot - gap), height: h };
      }),
    };
  }
  const lane = values.length ? o.height / values.length : 0;
  return { max, bars: values.map((v, i) => ({ ...v, x: 0, y: i * lane + gap / 2, width: scale(v.value, o.width), height: Math.max(1, lane - gap) })) };
}

/** RFC 4180 CSV: fields with a comma, quote or line break quoted, quotes doubled; CRLF line ends. */
export function toCsv(rows: readonly (readonly (string | number | null)[])[]): string {
  const field = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
  };
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** One stacked bar: its label and its parts, in the order of the chart's keys. */
export type Stack = { label: string; segments: { key: string; value: number }[] };
export type SegmentGeometry = { key: string; value: number; x: number; y: number; width: number; height: number };

/**
 * Rows of (group, key, value) as stacked bars, one per group in first-seen order, each with one
 * segment per key present anywhere (in `keyOrder`, then unknown keys sorted), zero where the
 * group has none: the orders booked per week by status (docs/dashboards.md#charts).
 */
export function stacksOf<R>(rows: readonly R[], group: (r: R) => string, key: (r: R) => string, value: (r: R) => number, keyOrder: readonly string[] = []): { keys: string[]; stacks: Stack[] } {
  const present = new Set(rows.map(key));
  const keys = [...keyOrder.filter((k) => present.has(k)), ...[...present].filter((k) => !keyOrder.includes(k)).sort()];
  const byGroup = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const g = byGroup.get(group(r)) ?? new Map<string, number>();
    g.set(key(r), (g.get(key(r)) ?? 0) + value(r));
    byGroup.set(group(r), g);
  }
  return { keys, stacks: [...byGroup].map(([label, g]) => ({ label, segments: keys.map((k) => ({ key: k, value: g.get(k) ?? 0 })) })) };
}

/**
 * Vertical stacked bars in a chart `width` × `height`, time left to right: each bar as tall as
 * its total (negative parts count as zero) on a round scale, its segments piled from the bottom
 * in key order, each as tall as its value.
 */
export function stackedBars(stacks: readonly Stack[], o: { width: number; height: number; gap?: number }): { max: number; bars: { label: string; total: number; segments: SegmentGeometry[] }[] } {
  const totals = stacks.map((s) => s.segments.reduce((t, p) => t + Math.max(0, p.value), 0));
  const max = niceMax(Math.max(0, ...totals));
  const gap = o.gap ?? 2;
  const slot = stacks.length ? o.width / stacks.length : 0;
  return {
    max,
    bars: stacks.map((s, i) => {
      let top = o.height;
      const segments = s.segments.map((p) => {
        const h = (Math.max(0, p.value) / max) * o.height;
        top -= h;
        return { key: p.key, value: p.value, x: i * slot + gap / 2, y: top, width: Math.max(1, slot - gap), height: h };
      });
      return { label: s.label, total: totals[i]!, segments };
    }),
  };
}
