import { CHILD_HEALTH, type PatientView } from '@kanghu/shared';
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../ui/format.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import {
  useHealthIndex,
  useQuestionHistory,
  useQuestionList,
  useRecordDetail,
} from '../questionnaire/queries.ts';
import { ResultView } from '../questionnaire/ResultView.tsx';
import { ChildScope } from './ChildScope.tsx';
import { CHILD_PATHS, childPath, isInquiryAge } from './paths.ts';

/** Child-health-care report (report/child/health/care?patientId=[&recordId=]): a result and the history. */
export default function ChildCareReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="儿童保健报告" fallback={CHILD_PATHS.home} />
      <ChildScope prefer={isInquiryAge}>{(child) => <Report child={child} />}</ChildScope>
    </main>
  );
}

function Report({ child }: { child: PatientView }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const list = useQuestionList(child.id);
  const entry = list.data?.list.find((q) => q.code === CHILD_HEALTH.code);
  const history = useQuestionHistory(child.id, entry?.id ?? 0);
  const fill = (
    <Button size="small" color="primary" onClick={() => navigate(childPath(CHILD_PATHS.careForm, child.id))}>
      填写儿童保健问询
    </Button>
  );
  if (list.isPending || (entry && history.isPending)) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (history.isError)
    return <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />;
  const records = [...(history.data?.points ?? [])].sort((a, b) => b.answeredAt.localeCompare(a.answeredAt));
  const recordId = idOf(params.get('recordId')) || records[0]?.recordId || 0;
  if (!recordId) return <EmptyState title="还没有儿童保健问询记录">{fill}</EmptyState>;
  return (
    <>
      <Result patientId={child.id} recordId={recordId} />
      {records.length > 1 && (
        <List className={styles.list} header="历次问询">
          {records.map((r) => (
            <List.Item
              key={r.recordId}
              onClick={() =>
                navigate(childPath(CHILD_PATHS.careReport, child.id, { recordId: r.recordId }), {
                  replace: true,
                })
              }
              extra={<span>{r.level ?? ''}</span>}
            >
              <span className={styles.row}>{formatDateTime(r.answeredAt)}</span>
            </List.Item>
          ))}
        </List>
      )}
      <div className={styles.actions}>{fill}</div>
    </>
  );
}

function Result({ patientId, recordId }: { patientId: number; recordId: number }) {
  const record = useRecordDetail(recordId);
  const index = useHealthIndex(record.data?.total !== null && record.data ? recordId : 0);
  if (record.isPending || (record.data?.total !== null && index.isPending)) return <LoadingState />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  if (record.data.patientId !== patientId) return <EmptyState title="未找到该记录" />;
  return <ResultView r={index.data ?? record.data} />;
}
