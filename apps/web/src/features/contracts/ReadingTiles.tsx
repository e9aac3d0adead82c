import { dateTimeText, MEASUREMENT_TYPE_INFO, type MeasurementView } from '@kanghu/shared';
import { readingText } from '../measurements/format.ts';
import css from './Contracts.module.css';

/** The newest reading of each type, abnormal ones in red. */
export function ReadingTiles({ readings }: { readings: MeasurementView[] }) {
  if (readings.length === 0) return <div className={css.line}>暂无测量数据</div>;
  return (
    <div className={css.readings}>
      {readings.map((m) => (
        <div key={m.id} className={`${css.reading} ${m.abnormal ? css.readingAbnormal : ''}`}>
          <div className={css.readingLabel}>
            {MEASUREMENT_TYPE_INFO[m.type].label}
            {m.abnormal ? ` · ${m.levelLabel}` : ''}
          </div>
          <div className={`${css.readingValue} ${m.abnormal ? css.readingValueAbnormal : ''}`}>
            {readingText(m)}
          </div>
          <div className={css.readingLabel}>{dateTimeText(m.measureTime)}</div>
        </div>
      ))}
    </div>
  );
}
