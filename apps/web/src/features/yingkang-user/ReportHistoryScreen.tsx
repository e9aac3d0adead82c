import { chinaDateTime, type PatientView } from '@kanghu/shared';
import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePatientRecords } from '../question-doctor/queries.ts';
import { QUESTION_PATHS } from '../questionnaire/paths.ts';
import { YK_USER_PATHS } from './paths.ts';
import css from './Yk.module.css';

/** /app/yingkang/user/user/report/history: the current child's assessment reports (questionnaire records), newest first. */
export default function ReportHistoryScreen() {
  return (
    <main className={css.page}>
      <PageBar title="报告记录" fallback={YK_USER_PATHS.mine} />
      <PatientScope>{(patient) => <Reports patient={patient} />}</PatientScope>
    </main>
  );
}

function Reports({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const records = usePatientRecords(patient.id);
  if (records.isPending) return <LoadingState />;
  if (records.isError)
    return <ErrorState message={errorMessage(records.error)} onRetry={() => void records.refetch()} />;
  if (records.data.list.length === 0) return <EmptyState title="暂无报告记录" />;
  return (
    <List aria-label="报告记录">
      {records.data.list.map((r) => (
        <List.Item
          key={r.id}
          description={chinaDateTime(r.answeredAt)}
          extra={
            r.level ? (
              <Tag color="primary">{r.level}</Tag>
            ) : r.total !== null ? (
              `${r.total}${r.unit ?? '分'}`
            ) : null
          }
          onClick={() => navigate(`${QUESTION_PATHS.result}?recordId=${r.id}`)}
        >
          {r.questionName}
        </List.Item>
      ))}
    </List>
  );
}
