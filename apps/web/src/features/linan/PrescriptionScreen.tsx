import { dateTimeText, type QuestionRecordDetail } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { IndexNotice } from './IndexNotice.tsx';
import css from './Linan.module.css';
import { LINAN_PATHS } from './paths.ts';
import { RecordGate } from './RecordGate.tsx';
import { prescriptionOf } from './record-hooks.ts';

/**
 * The lifestyle prescription (/app/linan/health/prescription?recordId=; without it the latest
 * record): diet, activity, smoking, alcohol, sleep and weight, each from the shared rules with the
 * guideline it follows.
 */
export default function PrescriptionScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="生活方式处方" fallback={LINAN_PATHS.index} />
      <RecordGate>{(record) => <Prescription record={record} />}</RecordGate>
    </main>
  );
}

function Prescription({ record }: { record: QuestionRecordDetail }) {
  const p = prescriptionOf(record);
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{record.patientName}的生活方式处方</h2>
        <p className={css.finding}>
          依据 {dateTimeText(record.answeredAt)} 的健康指数问卷（{record.total}分，{record.level}）生成
        </p>
      </section>
      {p.alerts.map((a) => (
        <div key={a} className={css.alert} role="alert">
          {a}
        </div>
      ))}
      {p.items.map((i) => (
        <section key={i.area} className={css.area} aria-label={i.title} data-testid={`rx-${i.area}`}>
          <div className={css.areaHead}>
            <h3 className={css.areaTitle}>{i.title}</h3>
            <Tag color={i.status === 'keep' ? 'success' : 'warning'}>
              {i.status === 'keep' ? '继续保持' : '需改善'}
            </Tag>
          </div>
          <p className={css.finding}>{i.finding}</p>
          <ul className={css.advice}>
            {i.advice.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
          <div className={css.source}>依据：{i.source}</div>
        </section>
      ))}
      <IndexNotice />
    </>
  );
}
