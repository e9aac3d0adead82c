import { dateTimeText, type PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { TrendChart } from '../../lib/charts/TrendChart.tsx';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { historySpec } from '../questionnaire/QuestionHistoryScreen.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { useQuestionHistory } from '../questionnaire/queries.ts';
import { IndexNotice } from './IndexNotice.tsx';
import { LINAN_PATHS, reportPath } from './paths.ts';
import { useLinanIndex } from './queries.ts';

/** The health index over time (/app/linan/history): the trend with its bands and every record. */
export default function HistoryScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="指数历史" fallback={LINAN_PATHS.index} />
      <PatientScope>{(patient) => <Finder patient={patient} />}</PatientScope>
    </main>
  );
}

function Finder({ patient }: { patient: PatientView }) {
  const index = useLinanIndex(patient.id);
  if (index.isPending) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  if (!index.question) return <EmptyState title="本项目尚未开通健康指数问卷" />;
  return <History patientId={patient.id} questionId={index.question.id} />;
}

function History({ patientId, questionId }: { patientId: number; questionId: number }) {
  const navigate = useNavigate();
  const history = useQuestionHistory(patientId, questionId);
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const h = history.data;
  if (h.points.length === 0)
    return (
      <EmptyState title="还没有健康指数记录">
        <Button size="small" color="primary" onClick={() => navigate(LINAN_PATHS.exponent)}>
          去测评
        </Button>
      </EmptyState>
    );
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>健康指数趋势</h2>
        <TrendChart spec={historySpec(h)} label={`健康指数趋势，共${h.points.length}次`} />
      </section>
      <section aria-label="历次测评">
        <List header="历次测评" className={styles.list}>
          {[...h.points].reverse().map((p) => (
            <List.Item
              key={p.recordId}
              clickable
              onClick={() => navigate(reportPath(p.recordId))}
              extra={<span className={qcss[`tone-${p.tone ?? 'normal'}`]}>{p.level}</span>}
              description={dateTimeText(p.answeredAt)}
            >
              {p.total}分
            </List.Item>
          ))}
        </List>
      </section>
      <IndexNotice />
    </>
  );
}
