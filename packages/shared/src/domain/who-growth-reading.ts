/**
 * Readings and flags of growth results (issue 13 section 1): the major percentile lines, the
 * family-facing percentile text and the abnormal-growth flags (beyond +/-2 SD, or crossing two
 * major percentile lines between measurements). Results come from who-growth.ts.
 */
import { GROWTH_INDICATOR_LABELS, type GrowthIndicator, type IndicatorResult } from './who-growth.ts';

/** Percentile lines drawn on the charts and used for the "crossing two major lines" rule. */
export const MAJOR_PERCENTILES = [3, 15, 50, 85, 97] as const;
/** z of each major percentile (inverse normal, 4 decimals). */
export const MAJOR_PERCENTILE_Z: Record<(typeof MAJOR_PERCENTILES)[number], number> = {
  3: -1.8808,
  15: -1.0364,
  50: 0,
  85: 1.0364,
  97: 1.8808,
};

/** How many major percentile lines lie strictly between two z-scores. */
export function majorLinesCrossed(zFrom: number, zTo: number): number {
  const lo = Math.min(zFrom, zTo);
  const hi = Math.max(zFrom, zTo);
  return Object.values(MAJOR_PERCENTILE_Z).filter((z) => z > lo && z < hi).length;
}

/** "身高处于同龄儿童第 15 百分位" (below P1 / above P99 said as such). */
export function percentileReading(indicator: GrowthIndicator, percentile: number): string {
  const label =
    indicator === 'wflh' ? '身高别体重' : GROWTH_INDICATOR_LABELS[indicator].replace(/（.*）/, '');
  const peers = indicator === 'wflh' ? '同身高儿童' : '同龄儿童';
  if (percentile < 1) return `${label}低于${peers}第 1 百分位`;
  if (percentile > 99) return `${label}高于${peers}第 99 百分位`;
  return `${label}处于${peers}第 ${Math.round(percentile)} 百分位`;
}

export type GrowthFlagKind = 'low' | 'high' | 'cross';
/** Flag thresholds: z below -2 or above +2 (WHO's cut-offs for stunting/underweight/overweight). */
export const GROWTH_FLAG_Z = 2;
/** Crossing this many major percentile lines between consecutive measurements is flagged. */
export const GROWTH_FLAG_LINES = 2;

/** The flag of a result (and of its change from the previous one of the same indicator). */
export function growthFlag(current: IndicatorResult, previous?: IndicatorResult): GrowthFlagKind | null {
  if (current.z < -GROWTH_FLAG_Z) return 'low';
  if (current.z > GROWTH_FLAG_Z) return 'high';
  if (previous && majorLinesCrossed(previous.z, current.z) >= GROWTH_FLAG_LINES) return 'cross';
  return null;
}

/** Family-facing text of a flag. */
export function growthFlagText(
  kind: GrowthFlagKind,
  current: IndicatorResult,
  previous?: IndicatorResult,
): string {
  const label = GROWTH_INDICATOR_LABELS[current.indicator].replace(/（.*）/, '');
  const z = current.z.toFixed(1);
  if (kind === 'low') return `${label}低于同龄儿童 -2 个标准差（Z=${z}），建议咨询医生`;
  if (kind === 'high') return `${label}高于同龄儿童 +2 个标准差（Z=${z}），建议咨询医生`;
  const from = previous ? Math.round(previous.percentile) : 0;
  return `${label}百分位由第 ${from} 变为第 ${Math.round(current.percentile)}，跨越两条主百分位线，建议咨询医生`;
}
