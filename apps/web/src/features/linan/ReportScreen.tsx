import type { QuestionRecordDetail } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useHealthIndex } from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import { IndexNotice } from './IndexNotice.tsx';
import css from './Linan.module.css';
import { detailPath, LINAN_PATHS, prescriptionPath } from './paths.ts';
import { RecordGate } from './RecordGate.tsx';
import { prescriptionOf } from './record-hooks.ts';

/** The health-index report (/app/linan/exponent/report?recordId=): index, band, BMI and what to improve. */
export default function ReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康指数报告" fallback={LINAN_PATHS.exponent} />
      <RecordGate>{(record) => <Report record={record} />}</RecordGate>
    </main>
  );
}

function Report({ record }: { record: QuestionRecordDetail }) {
  const navigate = useNavigate();
  const index = useHealthIndex(record.id);
  if (index.isPending) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  const p = prescriptionOf(record);
  const improve = p.items.filter((i) => i.status === 'improve');
  return (
    <>
      <ResultView r={index.data} />
      <section className={styles.card} aria-label="需要改善">
        <h2 className={styles.cardTitle}>生活方式</h2>
        {p.bmi !== null && (
          <p className={css.finding} data-testid="report-bmi">
            体重指数（BMI）{p.bmi}，{p.bmiLevel}
          </p>
        )}
        {improve.length > 0 ? (
          <>
            <p className={css.finding}>以下{improve.length}项需要改善：</p>
            <div className={css.summary}>
              {improve.map((i) => (
                <Tag key={i.area} color="warning" fill="outline">
                  {i.title}
                </Tag>
              ))}
            </div>
          </>
        ) : (
          <p className={css.finding}>各项生活方式都符合指南建议，请继续保持。</p>
        )}
      </section>
      {p.alerts.map((a) => (
        <div key={a} className={css.alert} role="alert">
          {a}
        </div>
      ))}
      <div className={css.buttons}>
        <Button
          block
          color="primary"
          size="large"
          shape="rounded"
          onClick={() => navigate(prescriptionPath(record.id))}
        >
          查看生活方式处方
        </Button>
        <Button block size="large" shape="rounded" onClick={() => navigate(detailPath(record.id))}>
          查看答题详情
        </Button>
        <Button block fill="none" color="primary" onClick={() => navigate(LINAN_PATHS.history)}>
          指数历史
        </Button>
      </div>
      <IndexNotice />
    </>
  );
}
