import { dateTimeText, type QuestionHistoryView } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { TrendChart } from '../../lib/charts/TrendChart.tsx';
import type { TrendSpec } from '../../lib/charts/trend-options.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf, QUESTION_PATHS, resultPath } from './paths.ts';
import css from './Questionnaire.module.css';
import { useQuestionHistory } from './queries.ts';

const BAND_COLORS: Record<string, string> = {
  normal: 'rgba(0, 180, 42, 0.08)',
  attention: 'rgba(255, 160, 0, 0.10)',
  abnormal: 'rgba(245, 63, 63, 0.08)',
  severe: 'rgba(245, 63, 63, 0.16)',
};

export function historySpec(h: QuestionHistoryView): TrendSpec {
  return {
    unit: h.unit ?? '分',
    min: h.bands[0]?.min ?? 0,
    max: h.max ?? undefined,
    series: [
      {
        name: `${h.name}总分`,
        color: '#1677ff',
        points: h.points.filter((p) => p.total !== null).map((p) => [Date.parse(p.answeredAt), p.total ?? 0]),
      },
    ],
    bands: h.bands.map((b) => ({
      label: b.level,
      from: b.min,
      to: b.max,
      color: BAND_COLORS[b.tone] ?? BAND_COLORS.normal ?? '',
    })),
  };
}

/** A questionnaire's totals over time (/health/patient/question/history?questionId=). */
export default function QuestionHistoryScreen() {
  const [params] = useSearchParams();
  const questionId = idOf(params.get('questionId'));
  return (
    <main className={styles.page}>
      <PageBar title="历史趋势" fallback={QUESTION_PATHS.list} />
      {questionId === 0 ? (
        <EmptyState title="未找到该问卷" />
      ) : (
        <PatientScope>{(patient) => <History patientId={patient.id} questionId={questionId} />}</PatientScope>
      )}
    </main>
  );
}

function History({ patientId, questionId }: { patientId: number; questionId: number }) {
  const navigate = useNavigate();
  const history = useQuestionHistory(patientId, questionId);
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const h = history.data;
  if (h.points.length === 0) return <EmptyState title="暂无记录" />;
  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{h.name}</h2>
        <TrendChart spec={historySpec(h)} label={`${h.name}总分趋势，共${h.points.length}次`} />
      </section>
      <section className={styles.card} aria-label="历次记录">
        <List>
          {[...h.points].reverse().map((p) => (
            <List.Item
              key={p.recordId}
              onClick={() => navigate(resultPath(p.recordId))}
              extra={<span className={css[`tone-${p.tone ?? 'normal'}`]}>{p.level}</span>}
              description={dateTimeText(p.answeredAt)}
            >
              {p.total}
              {h.unit}
            </List.Item>
          ))}
        </List>
      </section>
    </>
  );
}
