import { EChart } from './EChart.tsx';
import { type TrendSpec, trendOption } from './trend-options.ts';

/**
 * A trend chart (time on x, readings on y) with reference bands, drawn by EChart from the
 * spec's option; `label` names the chart for screen readers.
 */
export function TrendChart({
  spec,
  label,
  height = 260,
}: {
  spec: TrendSpec;
  label: string;
  height?: number;
}) {
  return <EChart option={trendOption(spec)} label={label} height={height} testId="trend-chart" />;
}
