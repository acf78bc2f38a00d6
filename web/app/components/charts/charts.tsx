import { ChartFrame, ChartLegend } from './chart-frame.tsx';

/*
 * The site's charts, drawn as SVG by the server (ADR 024): bars across (categories with long names),
 * columns (a value per day or week), stacked columns (several series) and a line (players over time).
 * No script draws or animates them: they are complete in the page's first HTML.
 */

/** A series' colour: its SVG fill (or stroke) and the legend's swatch. Both pass 3:1 on the charts' panel. */
export interface Tone {
  fill: string;
  stroke: string;
  swatch: string;
}

export const TONES = {
  frost: { fill: 'fill-frost-400', stroke: 'stroke-frost-400', swatch: 'bg-frost-400' },
  gold: { fill: 'fill-gold-400', stroke: 'stroke-gold-400', swatch: 'bg-gold-400' },
  alliance: { fill: 'fill-sky-400', stroke: 'stroke-sky-400', swatch: 'bg-sky-400' },
  horde: { fill: 'fill-red-400', stroke: 'stroke-red-400', swatch: 'bg-red-400' },
  aurora: { fill: 'fill-aurora-400', stroke: 'stroke-aurora-400', swatch: 'bg-aurora-400' },
  violet: { fill: 'fill-violet-300', stroke: 'stroke-violet-300', swatch: 'bg-violet-300' },
  emerald: { fill: 'fill-emerald-400', stroke: 'stroke-emerald-400', swatch: 'bg-emerald-400' },
  amber: { fill: 'fill-amber-300', stroke: 'stroke-amber-300', swatch: 'bg-amber-300' },
  slate: { fill: 'fill-slate-400', stroke: 'stroke-slate-400', swatch: 'bg-slate-400' },
} satisfies Record<string, Tone>;

/** A value of a chart: its label (the hidden table's row), the figure (null: none), an axis label. */
export interface Datum {
  label: string;
  value: number | null;
  /** Shown under a column; left out to keep the axis readable at a phone's width. */
  tick?: string;
}

interface Common {
  name: string;
  title: string;
  summary: string;
  /** The hidden table's headers: the label's column, the figure's. */
  columns: [string, string];
  /** A figure as the page writes it (null: none). */
  format: (value: number | null) => string;
}

const PLOT_TOP = 18;
const PLOT_HEIGHT = 120;
const AXIS_Y = PLOT_TOP + PLOT_HEIGHT;
const COLUMNS_HEIGHT = AXIS_Y + 22;

/** The top of a scale: the highest value rounded up to 1, 2 or 5 times a power of ten (1 at least). */
export function scaleTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

const pct = (n: number) => `${Math.round(n * 1000) / 1000}%`;

/** The value lines (0, half, top) across the plot, drawn under the values. */
function Gridlines({ top }: { top: number }) {
  return (
    <g aria-hidden>
      {[0, top / 2, top].map((value) => {
        const y = AXIS_Y - (value / top) * PLOT_HEIGHT;
        return (
          <line key={value} x1="0" x2="100%" y1={y} y2={y} className="stroke-frost-500/30" strokeWidth={1} />
        );
      })}
    </g>
  );
}

/** The figures of the value lines, in the gutter left of the plot (the frame's `axis`). */
function GridFigures({ top, format }: { top: number; format: (value: number) => string }) {
  return (
    <g aria-hidden className="fill-frost-200">
      {[top / 2, top].map((value) => (
        <text key={value} x="-6" y={AXIS_Y - (value / top) * PLOT_HEIGHT + 4} textAnchor="end">
          {format(value)}
        </text>
      ))}
    </g>
  );
}

/**
 * The axis labels under the columns (or under the line's points, `points`); the first and last keep
 * inside the chart.
 */
function Ticks({ data, points = false }: { data: Datum[]; points?: boolean }) {
  const slot = 100 / data.length;
  const last = Math.max(1, data.length - 1);
  return (
    <g aria-hidden>
      {data.map((d, i) => {
        if (!d.tick) return null;
        const center = points ? (i / last) * 100 : (i + 0.5) * slot;
        const anchor = center < 8 ? 'start' : center > 92 ? 'end' : 'middle';
        const x =
          anchor === 'start'
            ? pct(points ? center : i * slot)
            : anchor === 'end'
              ? pct(points ? center : (i + 1) * slot)
              : pct(center);
        return (
          <text key={i} x={x} y={AXIS_Y + 16} textAnchor={anchor} className="fill-frost-200">
            {d.tick}
          </text>
        );
      })}
    </g>
  );
}

const wholeNumber = (format: Common['format']) => (value: number) =>
  Number.isInteger(value) ? format(value) : '';

/** One column per value (a day, a week); `top` fixes the scale (24 for hours in a day). */
export function ColumnChart({
  data,
  tone = TONES.frost,
  top: fixedTop,
  ...chart
}: Common & { data: Datum[]; tone?: Tone; top?: number }) {
  const top = fixedTop ?? scaleTop(Math.max(0, ...data.map((d) => d.value ?? 0)));
  const slot = 100 / data.length;
  return (
    <ChartFrame
      {...chart}
      height={COLUMNS_HEIGHT}
      axis
      rows={data.map((d) => ({ label: d.label, values: [chart.format(d.value)] }))}
    >
      <Gridlines top={top} />
      <g className={tone.fill}>
        {data.map((d, i) => {
          const height = ((d.value ?? 0) / top) * PLOT_HEIGHT;
          if (height <= 0) return null;
          return (
            <rect
              key={i}
              x={pct(i * slot + slot * 0.15)}
              width={pct(slot * 0.7)}
              y={AXIS_Y - height}
              height={height}
              rx={1}
            />
          );
        })}
      </g>
      <GridFigures top={top} format={wholeNumber(chart.format)} />
      <Ticks data={data} />
    </ChartFrame>
  );
}

const ROW_HEIGHT = 26;
/** Across a bar chart: the names (long French class names fit at a phone's width), then the bars. */
const LABEL_SHARE = 44;
const BAR_SHARE = 38;

/** One bar across per category (races, classes, level bands), its name on the left and figure at its end. */
export function BarChart({
  data,
  tones,
  ...chart
}: Common & { data: Datum[]; /** Each bar's colour (default frost). */ tones?: Tone[] }) {
  const top = Math.max(1, ...data.map((d) => d.value ?? 0));
  return (
    <ChartFrame
      {...chart}
      height={data.length * ROW_HEIGHT}
      rows={data.map((d) => ({ label: d.label, values: [chart.format(d.value)] }))}
    >
      <g aria-hidden>
        {data.map((d, i) => {
          const y = i * ROW_HEIGHT;
          const width = ((d.value ?? 0) / top) * BAR_SHARE;
          return (
            <g key={i}>
              <text x="0" y={y + ROW_HEIGHT / 2 + 4} className="fill-frost-100 text-[12px]">
                {d.label}
              </text>
              {width > 0 && (
                <rect
                  x={pct(LABEL_SHARE)}
                  width={pct(width)}
                  y={y + 5}
                  height={ROW_HEIGHT - 10}
                  rx={2}
                  className={(tones?.[i] ?? TONES.frost).fill}
                />
              )}
              <text
                x={pct(LABEL_SHARE + width)}
                dx={6}
                y={y + ROW_HEIGHT / 2 + 4}
                className="fill-frost-200 text-[12px] tabular-nums"
              >
                {chart.format(d.value)}
              </text>
            </g>
          );
        })}
      </g>
    </ChartFrame>
  );
}

/** A column of several series stacked, per period; each series named in the legend and the table. */
export function StackedColumnChart({
  name,
  title,
  summary,
  labelColumn,
  totalColumn,
  series,
  data,
  format,
}: {
  name: string;
  title: string;
  summary: string;
  labelColumn: string;
  totalColumn: string;
  series: Array<{ label: string; tone: Tone }>;
  data: Array<{ label: string; values: number[]; tick?: string }>;
  format: (value: number) => string;
}) {
  const totals = data.map((d) => d.values.reduce((a, b) => a + b, 0));
  const top = scaleTop(Math.max(0, ...totals));
  const slot = 100 / data.length;
  return (
    <ChartFrame
      name={name}
      title={title}
      summary={summary}
      height={COLUMNS_HEIGHT}
      axis
      columns={[labelColumn, ...series.map((s) => s.label), totalColumn]}
      rows={data.map((d, i) => ({ label: d.label, values: [...d.values.map(format), format(totals[i]!)] }))}
      legend={<ChartLegend series={series.map((s) => ({ label: s.label, swatch: s.tone.swatch }))} />}
    >
      <Gridlines top={top} />
      {data.map((d, i) => {
        let base = AXIS_Y;
        return (
          <g key={i}>
            {d.values.map((value, s) => {
              const height = (value / top) * PLOT_HEIGHT;
              if (height <= 0) return null;
              base -= height;
              return (
                <rect
                  key={s}
                  x={pct(i * slot + slot * 0.15)}
                  width={pct(slot * 0.7)}
                  y={base}
                  height={height}
                  // A line of the panel's colour between two series, beside their hues.
                  className={`${series[s]!.tone.fill} stroke-night-900`}
                  strokeWidth={1}
                />
              );
            })}
          </g>
        );
      })}
      <GridFigures top={top} format={(v) => (Number.isInteger(v) ? format(v) : '')} />
      <Ticks data={data.map((d) => ({ label: d.label, value: null, tick: d.tick }))} />
    </ChartFrame>
  );
}

/** A line through the values in order, broken where there is none (no sample taken). */
export function LineChart({ data, tone = TONES.aurora, ...chart }: Common & { data: Datum[]; tone?: Tone }) {
  const top = scaleTop(Math.max(0, ...data.map((d) => d.value ?? 0)));
  const last = Math.max(1, data.length - 1);
  const point = (i: number, value: number) => `${i} ${PLOT_HEIGHT - (value / top) * PLOT_HEIGHT}`;
  // Each run of values with no gap is one piece of the path.
  let path = '';
  let area = '';
  let run: number[] = [];
  const close = () => {
    if (run.length === 0) return;
    const line = run.map((i) => point(i, data[i]!.value!)).join(' L ');
    path += ` M ${line}`;
    area += ` M ${run[0]} ${PLOT_HEIGHT} L ${line} L ${run.at(-1)} ${PLOT_HEIGHT} Z`;
    run = [];
  };
  data.forEach((d, i) => (d.value === null ? close() : run.push(i)));
  close();
  return (
    <ChartFrame
      {...chart}
      height={COLUMNS_HEIGHT}
      axis
      rows={data.map((d) => ({ label: d.label, values: [chart.format(d.value)] }))}
    >
      <Gridlines top={top} />
      <svg
        y={PLOT_TOP}
        width="100%"
        height={PLOT_HEIGHT}
        viewBox={`0 0 ${last} ${PLOT_HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden
        className="overflow-visible"
      >
        <path d={area} className={`${tone.fill} opacity-20`} />
        <path
          d={path}
          fill="none"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
          className={tone.stroke}
        />
      </svg>
      <GridFigures top={top} format={wholeNumber(chart.format)} />
      <Ticks data={data} points />
    </ChartFrame>
  );
}
