import { chinaDay, type PatientView } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { usePlans } from '../follow/queries.ts';
import { splitCurrent } from '../linan/drug-situation.ts';
import { useMedicineRecords } from '../linan/queries.ts';
import { Line } from './Line.tsx';
import { LocalNotice } from './LocalNotice.tsx';
import { YUHANG_PATHS } from './paths.ts';
import { useLocalInfo } from './queries.ts';
import { RecordCard } from './RecordCard.tsx';
import { ofKind } from './record-kinds.ts';

/**
 * 健康计划 (/app/yuhang/health/plan): the family doctor's follow-up plans of the resident, their
 * current medication (with 添加用药) and the doctor's prescriptions.
 */
export default function PlanScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康计划" fallback={YUHANG_PATHS.index} />
      <PatientScope>
        {(patient) => (
          <>
            <FollowPlans patient={patient} />
            <Medication patient={patient} />
            <Prescriptions patient={patient} />
            <LocalNotice />
          </>
        )}
      </PatientScope>
    </main>
  );
}

const statusColor = (s: string) =>
  s === 'done' ? 'success' : s === 'overdue' ? 'danger' : s === 'cancelled' ? 'default' : 'primary';

function FollowPlans({ patient }: { patient: PatientView }) {
  const plans = usePlans({ patientId: patient.id });
  const list = plans.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className={styles.card} aria-label="随访计划">
      <h2 className={styles.cardTitle}>随访计划</h2>
      {plans.isPending ? (
        <LoadingState />
      ) : plans.isError ? (
        <ErrorState message={errorMessage(plans.error)} onRetry={() => void plans.refetch()} />
      ) : list.length === 0 ? (
        <p className={styles.meta}>家庭医生还没有为您安排随访。</p>
      ) : (
        list
          .slice(0, 10)
          .map((p) => (
            <Line
              key={p.id}
              testId="yuhang-plan"
              title={`${p.value} ${p.followModeName}`}
              meta={[p.followContent ?? p.text, p.followPerson ?? '待分配医生'].filter(Boolean).join(' · ')}
              right={<Tag color={statusColor(p.followStatus)}>{p.followStatusName}</Tag>}
            />
          ))
      )}
    </section>
  );
}

function Medication({ patient }: { patient: PatientView }) {
  const navigate = useNavigate();
  const meds = useMedicineRecords(patient.id);
  return (
    <section className={styles.card} aria-label="用药计划">
      <h2 className={styles.cardTitle}>
        用药计划
        <Button size="mini" color="primary" onClick={() => navigate(YUHANG_PATHS.drugAdd)}>
          添加用药
        </Button>
      </h2>
      {meds.isPending ? (
        <LoadingState />
      ) : meds.isError ? (
        <ErrorState message={errorMessage(meds.error)} onRetry={() => void meds.refetch()} />
      ) : meds.data.list.length === 0 ? (
        <p className={styles.meta}>暂无用药记录，可点击“添加用药”记录正在服用的药品。</p>
      ) : (
        splitCurrent(meds.data.list, chinaDay()).current.map((m) => (
          <Line
            key={m.id}
            testId="yuhang-drug"
            title={m.name}
            meta={[m.dosage, m.frequency, m.usage, `${m.startDate} 起`].filter(Boolean).join(' · ')}
          />
        ))
      )}
    </section>
  );
}

function Prescriptions({ patient }: { patient: PatientView }) {
  const info = useLocalInfo(patient.id);
  if (info.isPending || info.isError) return null;
  return ofKind(info.data.records, 'prescription').map((r) => <RecordCard key={r.id} record={r} />);
}
