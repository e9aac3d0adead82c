import {
  childReferenceText,
  type DetectionType,
  detectionAdvice,
  type MeasurementView,
  type PatientView,
} from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import styles from '../../../ui/HealthScreen.module.css';
import {
  extraText,
  formatDateTime,
  periodLabel,
  readingText,
  SOURCE_LABELS,
} from '../../measurements/format.ts';

/** Tag colour of a grade: red when abnormal, green when normal, orange otherwise. */
export function gradeColor(
  row: Pick<MeasurementView, 'abnormal' | 'level'>,
): 'danger' | 'success' | 'warning' {
  return row.abnormal ? 'danger' : row.level === 'normal' ? 'success' : 'warning';
}

/** The main value in large type: "118/76", "5.2", "25.5"; lipids are listed in full instead. */
export function bigValue(row: MeasurementView): string | null {
  const v = row.values;
  switch (row.type) {
    case 'bp':
      return `${v.systolic}/${v.diastolic}`;
    case 'bg':
      return v.glucose === undefined ? null : String(v.glucose);
    case 'weight':
      return v.weight === undefined ? null : String(v.weight);
    case 'hr':
      return v.heartRate === undefined ? null : String(v.heartRate);
    default:
      return null;
  }
}

const BIG_UNITS: Partial<Record<DetectionType, string>> = {
  bp: 'mmHg',
  bg: 'mmol/L',
  weight: 'kg',
  hr: '次/分',
};

/** The latest reading with its grade, the children's cut-offs it was graded by, and the advice. */
export function LatestCard({
  type,
  row,
  patient,
}: {
  type: DetectionType;
  row: MeasurementView;
  patient: PatientView;
}) {
  const big = bigValue(row);
  const extra = extraText(row);
  const period = periodLabel(row.type, row.period);
  const reference = childReferenceText(type, patient, new Date(row.measureTime));
  return (
    <section className={styles.card} aria-label="最近一次">
      <h2 className={styles.cardTitle}>
        <span>最近一次</span>
        <Tag color={gradeColor(row)} data-testid="latest-grade">
          {row.levelLabel}
        </Tag>
      </h2>
      <div className={styles.latest}>
        {big ? (
          <>
            <span
              className={`${styles.big} ${row.abnormal ? styles.bigAbnormal : ''}`}
              data-testid="latest-value"
            >
              {big}
            </span>
            <span className={styles.unit}>{BIG_UNITS[type]}</span>
          </>
        ) : (
          <span className={`${styles.row} ${row.abnormal ? styles.abnormal : ''}`} data-testid="latest-value">
            {readingText(row)}
          </span>
        )}
        {extra && <span className={styles.unit}>{extra}</span>}
      </div>
      <div className={styles.meta}>
        {formatDateTime(row.measureTime)}
        {period && ` · ${period}`} · {SOURCE_LABELS[row.source]}
      </div>
      {reference && (
        <div className={styles.meta} data-testid="latest-reference">
          参考标准：{reference}
        </div>
      )}
      <p className={styles.advice} data-testid="latest-advice">
        {detectionAdvice(type, row.level)}
      </p>
    </section>
  );
}
