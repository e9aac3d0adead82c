import type { MeasurementView } from '@kanghu/shared';
import { TrendChart } from '../../../lib/charts/TrendChart.tsx';
import type { TrendSpec } from '../../../lib/charts/trend-options.ts';
import { bloodPressureBands, bloodPressureLines } from '../bands.ts';

/** The chart data of blood-pressure rows (newest first in, oldest first out). */
export function bpTrendSpec(rows: MeasurementView[]): TrendSpec {
  const ordered = [...rows].reverse();
  const at = (r: MeasurementView) => new Date(r.measureTime).getTime();
  const series = (name: string, key: string, color: string) => ({
    name,
    color,
    points: ordered.flatMap((r): Array<[number, number]> => {
      const v = r.values[key];
      return v === undefined ? [] : [[at(r), v]];
    }),
  });
  const highest = Math.max(200, ...rows.map((r) => r.values.systolic ?? 0));
  return {
    unit: 'mmHg',
    min: 40,
    max: Math.ceil((highest + 10) / 20) * 20,
    series: [series('收缩压', 'systolic', '#f5222d'), series('舒张压', 'diastolic', '#1677ff')],
    bands: bloodPressureBands(Math.ceil((highest + 10) / 20) * 20),
    lines: bloodPressureLines(),
  };
}

export function BpTrend({ rows }: { rows: MeasurementView[] }) {
  return <TrendChart spec={bpTrendSpec(rows)} label="血压趋势图（近90天）" />;
}
