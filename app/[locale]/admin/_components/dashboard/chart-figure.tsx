import { bars, stackedBars, toCsv, type Bar, type Stack } from '@/lib/dashboards/chart';

export type ChartProps = {
  id: string;
  title: string;
  /** One or two sentences saying what the chart shows: the text alternative. */
  summary: string;
  bars: Bar[];
  /** How a bar's value reads (the locale's number or currency format). */
  formatted: string[];
  orientation: 'vertical' | 'horizontal';
  table: { head: string[]; rows: string[][] };
  csv: { name: string; rows: (string | number | null)[][] };
  labels: { table: string; csv: string; empty: string };
  /**
   * Stacked instead of plain bars (vertical only): each bar's parts in the legend's order, each
   * part's value as the locale reads it, and the legend (a visible list; the table has the figures).
   */
  stack?: { stacks: Stack[]; legend: { key: string; label: string }[]; format: (n: number) => string; legendLabel: string };
};

const W = 640;

/**
 * One chart of a dashboard (docs/dashboards.md#charts): an SVG drawn on the server, its text
 * summary, its table view and its CSV, or the explained empty state. No client code.
 */
export function ChartFigure(p: ChartProps) {
  const vertical = p.orientation === 'vertical';
  const lane = 22;
  const height = vertical ? 180 : Math.max(lane, p.bars.length * lane);
  const labelWidth = vertical ? 0 : 200;
  const { bars: geometry } = bars(p.bars, { width: vertical ? W : W - labelWidth - 90, height, orientation: p.orientation, gap: vertical ? 2 : 6 });
  const stacked = p.stack ? stackedBars(p.stack.stacks, { width: W, height, gap: 2 }).bars : [];
  const keyIndex = new Map(p.stack?.legend.map((l, i) => [l.key, i]) ?? []);
  const keyLabel = new Map(p.stack?.legend.map((l) => [l.key, l.label]) ?? []);
  const csv = `data:text/csv;charset=utf-8,${encodeURIComponent(toCsv(p.csv.rows))}`;
  return (
    <figure className="dash-chart" aria-labelledby={`${p.id}-title`}>
      <h2 className="h3" id={`${p.id}-title`}>
        {p.title}
      </h2>
      {p.bars.length === 0 ? (
        <p className="muted dash-empty">{p.labels.empty}</p>
      ) : (
        <>
          <p id={`${p.id}-summary`}>{p.summary}</p>
          <svg viewBox={`0 0 ${W} ${height + (vertical ? 18 : 0)}`} role="img" aria-labelledby={`${p.id}-title ${p.id}-summary`} className="dash-svg" preserveAspectRatio="xMinYMin meet">
            {stacked.map((b, i) => (
              <g key={i} className="dash-stack">
                {b.segments
                  .filter((g) => g.height > 0)
                  .map((g) => (
                    <rect key={g.key} x={g.x} y={g.y} width={g.width} height={g.height} className={`dash-seg dash-seg-${keyIndex.get(g.key)! % 10}`} data-key={g.key} data-value={g.value}>
                      <title>{`${b.label} · ${keyLabel.get(g.key) ?? g.key}: ${p.stack!.format(g.value)}`}</title>
                    </rect>
                  ))}
              </g>
            ))}
            {!p.stack &&
              geometry.map((b, i) =>
              vertical ? (
                <rect key={i} x={b.x} y={b.y} width={b.width} height={b.height} className="dash-bar">
                  <title>{`${b.label}: ${p.formatted[i]}`}</title>
                </rect>
              ) : (
                <g key={i}>
                  <text x={0} y={b.y + b.height / 2} dominantBaseline="middle" className="dash-label">
                    {b.label.length > 28 ? `${b.label.slice(0, 27)}…` : b.label}
                  </text>
                  <rect x={labelWidth} y={b.y} width={b.width} height={b.height} className="dash-bar" />
                  <text x={labelWidth + b.width + 6} y={b.y + b.height / 2} dominantBaseline="middle" className="dash-value">
                    {p.formatted[i]}
                  </text>
                </g>
              ),
              )}
            {vertical && geometry.length > 0 && (
              <>
                <text x={0} y={height + 14} className="dash-label">
                  {geometry[0]!.label}
                </text>
                <text x={W} y={height + 14} textAnchor="end" className="dash-label">
                  {geometry.at(-1)!.label}
                </text>
              </>
            )}
          </svg>
          {p.stack && (
            <ul className="dash-legend" aria-label={p.stack.legendLabel}>
              {p.stack.legend.map((l, i) => (
                <li key={l.key}>
                  <span className={`dash-swatch dash-seg-${i % 10}`} aria-hidden="true" /> {l.label}
                </li>
              ))}
            </ul>
          )}
          <details className="dash-table">
            <summary>{p.labels.table}</summary>
            <div className="table-wrap">
              <table className="table">
                <thead>
                  <tr>
                    {p.table.head.map((h) => (
                      <th scope="col" key={h}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {p.table.rows.map((r, i) => (
                    <tr key={i}>
                      {r.map((c, j) => (j === 0 ? <th scope="row" key={j}>{c}</th> : <td key={j}>{c}</td>))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <p>
            <a href={csv} download={`${p.csv.name}.csv`}>
              {p.labels.csv}
            </a>
          </p>
        </>
      )}
    </figure>
  );
}
