import { dateTimeText } from '@kanghu/shared';
import { List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import type { AiDistrict } from './context.ts';
import { useAbnormalList } from './list-queries.ts';
import { PageButtons } from './PageButtons.tsx';
import { AI_SCREEN_PATHS, withPatient } from './paths.ts';
import { ResidentLine } from './ResidentLine.tsx';

/** /app/ai/exception/handling (异常处理): residents with abnormal readings not yet tracked, 15 a page. */
export default function ExceptionListScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="异常处理" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <Reminders district={d} />}</AiDistrictGate>
    </main>
  );
}

function Reminders({ district }: { district: AiDistrict }) {
  const [pageNo, setPageNo] = useState(1);
  const navigate = useNavigate();
  const list = useAbnormalList(district, pageNo);
  const detail =
    district.version === 'mongo' ? AI_SCREEN_PATHS.exceptionDetail : AI_SCREEN_PATHS.xcExceptionDetail;
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无待处理的异常提醒" />;
  return (
    <>
      <List header={`待处理${list.data.total}人`}>
        {list.data.list.map((r) => (
          <List.Item
            key={r.patientId}
            clickable
            onClick={() => navigate(withPatient(detail, r.patientId))}
            description={`最近异常 ${dateTimeText(r.lastAbnormalAt)}`}
            extra={<span className={styles.abnormal}>{r.abnormalNum}次异常</span>}
          >
            <ResidentLine r={r} />
          </List.Item>
        ))}
      </List>
      <PageButtons page={list.data} onPage={setPageNo} />
    </>
  );
}
