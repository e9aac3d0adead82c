import { dateTimeText, type PatientView, type QuestionRecordDetail } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { useRecordDetail } from '../questionnaire/queries.ts';
import { answerRows } from './answer-text.ts';
import { IndexNotice } from './IndexNotice.tsx';
import { LatestReadings } from './LatestReadings.tsx';
import css from './Linan.module.css';
import { LINAN_PATHS, prescriptionPath, reportPath } from './paths.ts';
import { useLinanIndex } from './queries.ts';
import { prescriptionOf } from './record-hooks.ts';

/**
 * 健康画像 (/app/linan/health/picture): one page about the resident from what is stored — the
 * latest health index, BMI, conditions and lifestyle areas of that record, and the latest readings.
 */
export default function PictureScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康画像" fallback={LINAN_PATHS.index} />
      <PatientScope>{(patient) => <Picture patient={patient} />}</PatientScope>
    </main>
  );
}

function Picture({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const index = useLinanIndex(patient.id);
  const lastId = index.question?.last?.recordId ?? 0;
  const record = useRecordDetail(lastId);
  if (index.isPending || (lastId > 0 && record.isPending)) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  return (
    <>
      {record.data ? (
        <IndexCard record={record.data} />
      ) : (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>健康指数</h2>
          <p className={css.finding}>还没有健康指数记录，完成问卷后这里会显示您的生活方式画像。</p>
          <Button size="small" color="primary" onClick={() => navigate(LINAN_PATHS.exponent)}>
            去测评
          </Button>
        </section>
      )}
      <LatestReadings patientId={patient.id} />
      <IndexNotice />
    </>
  );
}

function IndexCard({ record }: { record: QuestionRecordDetail }) {
  const navigate = useNavigate();
  const p = prescriptionOf(record);
  const conditions = answerRows(record.definition, record.formList).find((r) => r.key === 'chronic')?.answer;
  return (
    <section className={styles.card} aria-label="健康指数画像" data-testid="picture-index">
      <h2 className={styles.cardTitle}>
        健康指数{' '}
        <span className={qcss[`tone-${record.tone ?? 'normal'}`]}>
          {record.total}分 {record.level}
        </span>
      </h2>
      <p className={css.finding}>{dateTimeText(record.answeredAt)} 测评</p>
      {p.bmi !== null && (
        <p className={css.finding}>
          体重指数（BMI）{p.bmi}，{p.bmiLevel}
        </p>
      )}
      <p className={css.finding}>已确诊的慢性病：{conditions ?? '无'}</p>
      <div className={css.summary}>
        {p.items.map((i) => (
          <Tag key={i.area} color={i.status === 'keep' ? 'success' : 'warning'} fill="outline">
            {i.title}·{i.status === 'keep' ? '保持' : '改善'}
          </Tag>
        ))}
      </div>
      <div className={css.buttons} style={{ margin: '0.24rem 0 0' }}>
        <Button block size="small" color="primary" onClick={() => navigate(prescriptionPath(record.id))}>
          生活方式处方
        </Button>
        <Button block size="small" onClick={() => navigate(reportPath(record.id))}>
          健康指数报告
        </Button>
      </div>
    </section>
  );
}
