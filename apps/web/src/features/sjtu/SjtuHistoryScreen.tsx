import { dateTimeText } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { TrendChart } from '../../lib/charts/TrendChart.tsx';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { historySpec } from '../questionnaire/QuestionHistoryScreen.tsx';
import qcss from '../questionnaire/Questionnaire.module.css';
import { useQuestionHistory } from '../questionnaire/queries.ts';
import { SJTU_PATHS, sjtuResultPath } from './paths.ts';
import { useSjtuStudy } from './queries.ts';

/** The participant's finished study rounds (/app/sjtu/questionnaire/report/history), newest first. */
export default function SjtuHistoryScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="历史报告" fallback={SJTU_PATHS.index} />
      <PatientScope>{(patient) => <History patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function History({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const list = useSjtuStudy(patientId);
  const history = useQuestionHistory(patientId, list.study?.id ?? 0);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.study) return <EmptyState title="本项目暂未开放研究问卷" />;
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const h = history.data;
  if (h.points.length === 0) return <EmptyState title="暂无报告，完成研究问卷后生成" />;
  return (
    <>
      {h.points.length > 1 && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>健康指数变化</h2>
          <TrendChart spec={historySpec(h)} label={`健康指数趋势，共${h.points.length}次`} />
        </section>
      )}
      <section className={styles.card} aria-label="历次报告">
        <h2 className={styles.cardTitle}>历次报告（{h.points.length}）</h2>
        <List>
          {[...h.points].reverse().map((p) => (
            <List.Item
              key={p.recordId}
              onClick={() => navigate(sjtuResultPath(p.recordId))}
              extra={<span className={qcss[`tone-${p.tone ?? 'normal'}`]}>{p.level}</span>}
              description={dateTimeText(p.answeredAt)}
            >
              健康指数 {p.total}分
            </List.Item>
          ))}
        </List>
      </section>
    </>
  );
}
