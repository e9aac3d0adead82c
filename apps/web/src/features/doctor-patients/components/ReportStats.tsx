import { LEVEL_SEVERITY, levelLabel, type MeasurementReport } from '@kanghu/shared';
import health from '../../../ui/HealthScreen.module.css';

const fmt = (v: number | null | undefined, digits = 0) =>
  v === null || v === undefined ? '--' : v.toFixed(digits);

/** Average of a report as the doctor reads it: "138/86 mmHg" or "6.4 mmol/L". */
export function averageText(r: MeasurementReport): string {
  if (r.type === 'bp') return `${fmt(r.stats.systolic?.avg)}/${fmt(r.stats.diastolic?.avg)} mmHg`;
  return `${fmt(r.stats.glucose?.avg, 1)} mmol/L`;
}

/**
 * Share of readings not flagged abnormal by the range table (packages/shared
 * measurement-ranges.ts), in percent; null without readings.
 */
export function inRangeRate(r: MeasurementReport): number | null {
  return r.count === 0 ? null : Math.round(((r.count - r.abnormalCount) / r.count) * 100);
}

/** Count, abnormal count, in-range share, average; then readings per grade, worst first. */
export function ReportStats({ r }: { r: MeasurementReport }) {
  const rate = inRangeRate(r);
  const levels = Object.entries(r.levels).sort(
    ([a], [b]) => LEVEL_SEVERITY.indexOf(a) - LEVEL_SEVERITY.indexOf(b),
  );
  return (
    <>
      <div className={health.stats}>
        <div className={health.stat}>
          <div className={health.statValue}>{r.count}</div>
          <div className={health.statLabel}>测量次数</div>
        </div>
        <div className={health.stat}>
          <div className={`${health.statValue} ${r.abnormalCount > 0 ? health.abnormal : ''}`}>
            {r.abnormalCount}
          </div>
          <div className={health.statLabel}>异常次数</div>
        </div>
        <div className={health.stat}>
          <div className={health.statValue}>{rate === null ? '--' : `${rate}%`}</div>
          <div className={health.statLabel}>未见异常占比</div>
        </div>
      </div>
      <div className={health.detailRow}>
        <span className={health.detailLabel}>平均值</span>
        <span>{averageText(r)}</span>
      </div>
      <div className={health.detailRow}>
        <span className={health.detailLabel}>最差分级</span>
        <span>{r.worstLevel ? levelLabel(r.type, r.worstLevel) : '--'}</span>
      </div>
      {levels.map(([level, n]) => (
        <div key={level} className={health.detailRow}>
          <span className={health.detailLabel}>{levelLabel(r.type, level)}</span>
          <span>{n} 次</span>
        </div>
      ))}
    </>
  );
}
