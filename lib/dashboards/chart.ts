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
