import { MEASUREMENT_TYPE_INFO, type MeasurementView } from '@kanghu/shared';
import { TrendChart } from '../../../lib/charts/TrendChart.tsx';
import type { TrendSpec } from '../../../lib/charts/trend-options.ts';
import styles from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { referenceLines } from '../bands.ts';
import { unitText } from '../format.ts';
import { useHistory } from '../queries.ts';
import { ReadingList } from './ReadingList.tsx';

/** Types charted with one main value. */
export type ChartedType = 'bg' | 'temp' | 'spo2' | 'hr' | 'weight';

/** The main component of a type (glucose, temperature, ...). */
export function mainKey(type: ChartedType): string {
  return Object.keys(MEASUREMENT_TYPE_INFO[type].components)[0] ?? '';
}

export function typeTrendSpec(type: ChartedType, rows: MeasurementView[]): TrendSpec {
  const key = mainKey(type);
  const info = MEASUREMENT_TYPE_INFO[type].components[key];
  return {
    unit: unitText(info?.unit ?? ''),
    series: [
      {
        name: info?.label ?? '',
        color: '#1677ff',
        points: [...rows].reverse().flatMap((r): Array<[number, number]> => {
          const v = r.values[key];
          return v === undefined ? [] : [[new Date(r.measureTime).getTime(), v]];
        }),
      },
    ],
    lines: referenceLines(type),
  };
}

/**
 * The last 90 days of one type: a trend with the reference lines and the readings; `filter`
 * narrows the rows (e.g. device readings only).
 */
export function TypeHistory({
  patientId,
  type,
  filter,
  emptyText,
}: {
  patientId: number;
  type: ChartedType;
  filter?: (row: MeasurementView) => boolean;
  emptyText?: string;
}) {
  const history = useHistory(patientId, type);
  const label = MEASUREMENT_TYPE_INFO[type].label;
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const rows = filter ? history.data.list.filter(filter) : history.data.list;
  if (rows.length === 0) return <EmptyState title={emptyText ?? `近90天暂无${label}记录`} />;
  return (
    <>
      <section className={styles.card} aria-label={`${label}趋势`}>
        <h2 className={styles.cardTitle}>{label}趋势（近90天）</h2>
        <TrendChart spec={typeTrendSpec(type, rows)} label={`${label}趋势图`} />
      </section>
      <ReadingList rows={rows} title={`历史记录（${rows.length}条）`} />
    </>
  );
}
