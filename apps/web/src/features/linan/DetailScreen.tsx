import { dateTimeText, type QuestionRecordDetail } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { answerRows } from './answer-text.ts';
import css from './Linan.module.css';
import { LINAN_PATHS, prescriptionPath, reportPath } from './paths.ts';
import { RecordGate } from './RecordGate.tsx';

/** One health-index record's answers (/app/linan/detail?recordId=), section by section. */
export default function DetailScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="测评详情" fallback={LINAN_PATHS.history} />
      <RecordGate>{(record) => <Detail record={record} />}</RecordGate>
    </main>
  );
}

function Detail({ record }: { record: QuestionRecordDetail }) {
  const navigate = useNavigate();
  const rows = answerRows(record.definition, record.formList);
  const sections = [...new Set(rows.map((r) => r.section))];
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{record.questionName}</h2>
        <p className={css.finding}>
          {record.patientName} · {dateTimeText(record.answeredAt)} ·{' '}
          <span className={qcss[`tone-${record.tone ?? 'normal'}`]}>
            {record.total}分 {record.level}
          </span>
        </p>
      </section>
      {sections.map((s) => (
        <section key={s} className={styles.card} aria-label={s}>
          <h3 className={styles.cardTitle}>{s}</h3>
          {rows
            .filter((r) => r.section === s)
            .map((r) => (
              <div key={r.key} className={css.answer}>
                <span className={css.answerLabel}>{r.question}</span>
                <span className={css.answerValue}>{r.answer}</span>
              </div>
            ))}
        </section>
      ))}
      <div className={css.buttons}>
        <Button block color="primary" shape="rounded" onClick={() => navigate(reportPath(record.id))}>
          查看报告
        </Button>
        <Button block shape="rounded" onClick={() => navigate(prescriptionPath(record.id))}>
          生活方式处方
        </Button>
      </div>
    </>
  );
}
