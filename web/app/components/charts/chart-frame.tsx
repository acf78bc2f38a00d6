import type { ReactNode } from 'react';

/*
 * The frame every chart shares (ADR 024): a visible title, the SVG as an image whose name is the title
 * and whose description says what the chart shows, and the chart's every figure in a visually hidden
 * table, for screen readers and for whoever reads the page without pictures. The SVG is drawn on the
 * server in the page's first HTML; positions across are percentages of the chart's width, heights and
 * text are pixels, so the text keeps its size from a phone's 390 px to a desktop.
 */

/** A row of the hidden table: its label, and its figures in the columns' order. */
export interface ChartRow {
  label: string;
  values: string[];
}

export function ChartFrame({
  name,
  title,
  summary,
  columns,
  rows,
  legend,
  children,
  height,
  axis = false,
}: {
  /** A stable name (`data-chart`), the same in every language; also the ids' stem. */
  name: string;
  title: string;
  /** One sentence on what the chart shows (the SVG's description). */
  summary: string;
  /** The hidden table's column headers: the label's, then each figure's. */
  columns: string[];
  rows: ChartRow[];
  /** The series' colours and names, shown under the chart (stacked charts). */
  legend?: ReactNode;
  /** The SVG's content. */
  children: ReactNode;
  height: number;
  /** A gutter left of the plot for the value lines' figures, so no figure is drawn over a value. */
  axis?: boolean;
}) {
  const titleId = `chart-${name}-title`;
  const summaryId = `chart-${name}-summary`;
  return (
    <figure data-chart={name} className="min-w-0 rounded-xl border border-frost-500/25 bg-night-900/70 p-4">
      <figcaption id={titleId} className="font-display text-base text-gold-300">
        {title}
      </figcaption>
      <svg
        role="img"
        aria-labelledby={titleId}
        aria-describedby={summaryId}
        width="100%"
        height={height}
        // With a gutter the plot is the padded box: its figures are drawn left of x = 0.
        className={`mt-3 block overflow-visible font-body text-[11px] ${axis ? 'pl-10' : ''}`}
      >
        <title>{title}</title>
        <desc id={summaryId}>{summary}</desc>
        {children}
      </svg>
      {legend}
      {/* Hidden in a box: a table grows to its content, whatever height it is given. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, i) => (
                  <td key={i}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A legend of a chart's series: a swatch and a name each. */
export function ChartLegend({ series }: { series: Array<{ label: string; swatch: string }> }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-frost-200" aria-hidden>
      {series.map((s) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className={`inline-block size-2.5 rounded-sm ${s.swatch}`} />
          {s.label}
        </li>
      ))}
    </ul>
  );
}
