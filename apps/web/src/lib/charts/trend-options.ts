import { monthDayText, timeText } from '../../ui/format.ts';

/** A reading series of a trend chart: points are [epoch ms, value]. */
export interface TrendSeries {
  name: string;
  color: string;
  points: Array<[number, number]>;
}

/** A horizontal reference band (a grade of the range table) from `from` to `to` on the value axis. */
export interface TrendBand {
  label: string;
  from: number;
  to: number;
  color: string;
}

/** A horizontal reference line. */
export interface TrendLine {
  label: string;
  value: number;
  color: string;
}

export interface TrendSpec {
  series: TrendSeries[];
  bands?: TrendBand[];
  lines?: TrendLine[];
  unit: string;
  /** Value-axis bounds; default: fitted to the data and bands. */
  min?: number;
  max?: number;
}

/** "MM-DD" of an epoch time, in the viewer's zone. */
export function shortDate(ms: number): string {
  return monthDayText(new Date(ms));
}

/** "MM-DD HH:mm" of an epoch time. */
export function shortDateTime(ms: number): string {
  return `${shortDate(ms)} ${timeText(new Date(ms))}`;
}

/**
 * The ECharts option of a trend: a time axis, one line per series, the bands as a markArea and
 * the lines as a markLine of the first series (plain data, so it is unit-tested without a canvas).
 */
export function trendOption(spec: TrendSpec): Record<string, unknown> {
  const bands = spec.bands ?? [];
  const lines = spec.lines ?? [];
  return {
    animation: false,
    grid: { left: 44, right: 16, top: 36, bottom: 32 },
    legend: { top: 4, textStyle: { fontSize: 13 } },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (v: unknown) => (typeof v === 'number' ? `${v} ${spec.unit}` : String(v)),
    },
    xAxis: {
      type: 'time',
      axisLabel: { fontSize: 12, formatter: (v: number) => shortDate(v), hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      name: spec.unit,
      nameTextStyle: { fontSize: 12 },
      axisLabel: { fontSize: 12 },
      scale: true,
      ...(spec.min !== undefined ? { min: spec.min } : {}),
      ...(spec.max !== undefined ? { max: spec.max } : {}),
    },
    series: spec.series.map((s, i) => ({
      name: s.name,
      type: 'line',
      data: s.points,
      symbolSize: 7,
      itemStyle: { color: s.color },
      lineStyle: { width: 2, color: s.color },
      ...(i === 0 && bands.length > 0
        ? {
            markArea: {
              silent: true,
              label: { position: 'insideRight', fontSize: 11, color: '#8c8c8c' },
              data: bands.map((b) => [
                { name: b.label, yAxis: b.from, itemStyle: { color: b.color } },
                { yAxis: b.to },
              ]),
            },
          }
        : {}),
      ...(i === 0 && lines.length > 0
        ? {
            markLine: {
              silent: true,
              symbol: 'none',
              label: { position: 'insideStartTop', fontSize: 11 },
              data: lines.map((l) => ({
                name: l.label,
                yAxis: l.value,
                lineStyle: { color: l.color, type: 'dashed' },
              })),
            },
          }
        : {}),
    })),
  };
}
