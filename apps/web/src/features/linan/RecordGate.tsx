import type { QuestionRecordDetail } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { idOf } from '../questionnaire/paths.ts';
import { useRecordDetail } from '../questionnaire/queries.ts';
import { LINAN_PATHS } from './paths.ts';
import { useLinanIndex } from './queries.ts';
import { isIndexRecord } from './record-hooks.ts';

/**
 * The health-index record a screen shows: `?recordId=`, else the current patient's latest one;
 * loading, error and empty states; a record of another questionnaire is refused.
 */
export function RecordGate({ children }: { children: (record: QuestionRecordDetail) => ReactNode }) {
  const [params] = useSearchParams();
  const recordId = idOf(params.get('recordId'));
  if (recordId > 0) return <Loaded recordId={recordId}>{children}</Loaded>;
  return <PatientScope>{(patient) => <Latest patientId={patient.id}>{children}</Latest>}</PatientScope>;
}

function Latest({
  patientId,
  children,
}: {
  patientId: number;
  children: (record: QuestionRecordDetail) => ReactNode;
}) {
  const navigate = useNavigate();
  const index = useLinanIndex(patientId);
  if (index.isPending) return <LoadingState />;
  if (index.isError)
    return <ErrorState message={errorMessage(index.error)} onRetry={() => void index.refetch()} />;
  const last = index.question?.last;
  if (!last)
    return (
      <EmptyState title="还没有健康指数记录">
        <Button size="small" color="primary" onClick={() => navigate(LINAN_PATHS.exponent)}>
          去测评
        </Button>
      </EmptyState>
    );
  return <Loaded recordId={last.recordId}>{children}</Loaded>;
}

function Loaded({
  recordId,
  children,
}: {
  recordId: number;
  children: (record: QuestionRecordDetail) => ReactNode;
}) {
  const record = useRecordDetail(recordId);
  if (record.isPending) return <LoadingState />;
  if (record.isError)
    return <ErrorState message={errorMessage(record.error)} onRetry={() => void record.refetch()} />;
  if (!isIndexRecord(record.data)) return <EmptyState title="该记录不是健康指数问卷" />;
  return <>{children(record.data)}</>;
}
