import type { LocalReportView } from '@kanghu/shared';
import { dateTimeText } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { contentLines } from './record-kinds.ts';

/** One local record (report, prescription, archive, visit) with its content lines. */
export function RecordCard({ record }: { record: LocalReportView }) {
  const lines = contentLines(record.content);
  return (
    <article className={styles.card} data-testid="local-record">
      <h3 className={styles.cardTitle}>{record.title}</h3>
      <p className={styles.meta}>
        {[record.orgName, dateTimeText(record.reportTime)].filter(Boolean).join(' · ')}
      </p>
      {lines.map((l) => (
        <div key={`${l.label}-${l.value}`} className={styles.detailRow}>
          <span className={styles.detailLabel}>{l.label}</span>
          <span>{l.value}</span>
        </div>
      ))}
    </article>
  );
}
