import type { GrowthView } from '@kanghu/shared';

type Chart = GrowthView['charts'][number];

const LINE_COLOURS: Record<string, string> = {
  P3: '#e8a33d',
  P15: '#9bbf85',
  P50: '#3b8f4f',
  P85: '#9bbf85',
  P97: '#e8a33d',
};

/** Months as the x-axis label: 0-24 in months, then years. */
export function ageAxisLabel(months: number): string {
  if (months < 24) return `${Math.round(months)}月`;
  return Number.isInteger(months / 12) ? `${months / 12}岁` : `${(months / 12).toFixed(1)}岁`;
}

/**
 * The ECharts option of a growth chart: the P3-P97 band (P97 filled, P3 filled white over it), the
 * five percentile lines, the child's points, and the target height as a line when it is in view.
 */
export function growthChartOption(chart: Chart, target?: number | null) {
  const p97 = chart.lines.find((l) => l.label === 'P97');
  const p3 = chart.lines.find((l) => l.label === 'P3');
  const values = [...chart.lines.flatMap((l) => l.points.map((p) => p[1])), ...chart.points.map((p) => p[1])];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const pad = (max - min) * 0.06 || 1;
  const yMin = Math.floor(min - pad);
  const yMax = Math.ceil(max + pad);
  const showTarget = typeof target === 'number' && target >= yMin && target <= yMax;
  const xs = chart.lines.flatMap((l) => l.points.map((p) => p[0]));
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const span = xMax - xMin;
  const interval = span > 48 ? 12 : span > 18 ? 6 : 3;
  return {
    animation: false,
    grid: { left: 40, right: 36, top: 16, bottom: 28 },
    tooltip: { trigger: 'item' as const },
    xAxis: {
      type: 'value' as const,
      min: Math.floor(xMin / interval) * interval,
      max: Math.ceil(xMax / interval) * interval,
      interval,
      axisLabel: { formatter: ageAxisLabel, fontSize: 10 },
      splitLine: { show: false },
    },
    yAxis: { type: 'value' as const, min: yMin, max: yMax, axisLabel: { fontSize: 10 } },
    series: [
      {
        type: 'line' as const,
        name: 'P3～P97',
        data: p97?.points ?? [],
        showSymbol: false,
        silent: true,
        lineStyle: { width: 0 },
        areaStyle: { color: 'rgba(59, 143, 79, 0.12)', origin: 'start' as const },
        z: 1,
      },
      {
        type: 'line' as const,
        name: 'band-base',
        data: p3?.points ?? [],
        showSymbol: false,
        silent: true,
        lineStyle: { width: 0 },
        areaStyle: { color: '#ffffff', opacity: 1, origin: 'start' as const },
        z: 2,
      },
      ...chart.lines.map((l) => ({
        type: 'line' as const,
        name: l.label,
        data: l.points,
        showSymbol: false,
        silent: true,
        lineStyle: { width: l.label === 'P50' ? 1.6 : 1, color: LINE_COLOURS[l.label] ?? '#999' },
        endLabel: { show: true, formatter: l.label, fontSize: 9, color: LINE_COLOURS[l.label] ?? '#999' },
        z: 3,
      })),
      {
        type: 'line' as const,
        name: '孩子',
        data: chart.points,
        symbol: 'circle',
        symbolSize: 7,
        lineStyle: { width: 2, color: '#1677ff' },
        itemStyle: { color: '#1677ff' },
        z: 5,
        ...(showTarget
          ? {
              markLine: {
                symbol: 'none',
                label: { formatter: '遗传靶身高', fontSize: 9 },
                lineStyle: { type: 'dashed' as const, color: '#c0392b' },
                data: [{ yAxis: target }],
              },
            }
          : {}),
      },
    ],
  };
}
