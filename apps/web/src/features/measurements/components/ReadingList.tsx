import type { MeasurementView } from '@kanghu/shared';
import { relativeTimeText } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import styles from '../../../ui/HealthScreen.module.css';
import { extraText, formatDateTime, periodLabel, readingText, SOURCE_LABELS } from '../format.ts';

/** Readings newest first: value, grade (red when abnormal), period, source, time. */
export function ReadingList({ rows, title }: { rows: MeasurementView[]; title: string }) {
  return (
    <List className={styles.list} header={title} aria-label={title}>
      {rows.map((row) => {
        const extra = extraText(row);
        const period = periodLabel(row.type, row.period);
        return (
          <List.Item
            key={row.id}
            data-testid="reading-row"
            description={
              <div className={styles.rowMeta}>
                <time dateTime={row.measureTime} title={formatDateTime(row.measureTime)}>
                  {relativeTimeText(row.measureTime)}
                </time>
                {period && ` · ${period}`}
                {` · ${SOURCE_LABELS[row.source]}`}
                {row.remark && ` · ${row.remark}`}
              </div>
            }
            extra={
              <Tag
                color={row.abnormal ? 'danger' : row.level === 'normal' ? 'success' : 'warning'}
                fill="outline"
              >
                {row.levelLabel}
              </Tag>
            }
          >
            <span className={`${styles.row} ${row.abnormal ? styles.abnormal : ''}`}>
              <span>{readingText(row)}</span>
              {extra && <span className={styles.unit}>{extra}</span>}
            </span>
          </List.Item>
        );
      })}
    </List>
  );
}
