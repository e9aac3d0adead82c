import type { HutReadingView, MeasurementType } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { extraText, formatDateTime, readingText } from '../measurements/format.ts';
import css from './Hut.module.css';

/** One hut reading: label, value with unit, grade, and when (and where) it was measured. */
export function ReadingTile({ r, where }: { r: HutReadingView; where?: string }) {
  const row = { type: r.type as MeasurementType, values: r.values };
  const extra = extraText(row);
  return (
    <div className={css.tile} data-testid="hut-reading">
      <div className={css.tileLabel}>{r.label}</div>
      <div className={css.tileValue}>{readingText(row)}</div>
      {extra && <div className={css.tileLabel}>{extra}</div>}
      <Tag color={r.abnormal ? 'danger' : 'success'} fill="outline">
        {r.levelLabel}
      </Tag>
      <div className={css.tileLabel}>
        {formatDateTime(r.measureTime)}
        {where ? ` · ${where}` : ''}
      </div>
    </div>
  );
}
