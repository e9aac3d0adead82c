import { List } from 'antd-mobile';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { prescriptionDetailPath } from './paths.ts';
import { useMedicationNow } from './queries.ts';
import { RecordList } from './RecordList.tsx';
import { ResidentGate } from './ResidentGate.tsx';

/** /app/yzh/patient/local/prescription: current medication (patient/medication/now) and the prescriptions. */
export default function PrescriptionScreen() {
  return (
    <>
      <PageBar title="我的处方" fallback={PATIENT_PATHS.home} />
      <LocalNotice />
      <ResidentGate>
        {(d) => (
          <>
            <MedicationNow localAreaCode={d.localAreaCode} />
            <RecordList
              localAreaCode={d.localAreaCode}
              kind="prescription"
              empty="暂无处方"
              detail={prescriptionDetailPath}
            />
          </>
        )}
      </ResidentGate>
    </>
  );
}

function MedicationNow({ localAreaCode }: { localAreaCode: string }) {
  const q = useMedicationNow(localAreaCode);
  if (q.isPending) return <LoadingState text="正在加载当前用药" />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return (
    <List header="当前用药">
      {q.data.list.length === 0 ? (
        <List.Item>暂无当前用药</List.Item>
      ) : (
        q.data.list.map((m) => (
          <List.Item
            key={`${m.reportId}-${m.name}`}
            description={[m.spec, m.usage].filter(Boolean).join(' · ')}
          >
            {m.name}
          </List.Item>
        ))
      )}
    </List>
  );
}
