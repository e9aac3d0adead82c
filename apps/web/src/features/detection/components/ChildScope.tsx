import type { PatientView } from '@kanghu/shared';
import { Button, Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATIENT_PATHS } from '../../../app/paths.ts';
import { useCurrentPatient } from '../../../app/session/use-current-patient.ts';
import styles from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { ageSexText, chooserOrder, pickDetectionPatient } from '../child-pick.ts';

/**
 * The child a detection or report screen is about, chosen among the account's patients (children
 * first) and kept in `?patientId=`; with the session's loading and error states and an empty state
 * when the account has no patient.
 */
export function ChildScope({ children }: { children: (patient: PatientView) => ReactNode }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { session, patient: current } = useCurrentPatient();
  if (session.isPending) return <LoadingState />;
  if (session.isError) {
    return <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  }
  const list = session.data?.patientList ?? [];
  const queryId = Number(params.get('patientId')) || null;
  const patient = pickDetectionPatient(list, queryId, current);
  if (!patient) {
    return (
      <EmptyState title="暂无就诊人，请先添加孩子的信息">
        <Button size="small" color="primary" onClick={() => navigate(PATIENT_PATHS.add)}>
          添加就诊人
        </Button>
      </EmptyState>
    );
  }
  const choose = (id: number | undefined) => {
    if (!id || id === patient.id) return;
    const q = new URLSearchParams(params);
    q.set('patientId', String(id));
    setParams(q, { replace: true });
  };
  const options = chooserOrder(list).map((p) => ({
    value: p.id,
    label: p.name,
    description: ageSexText(p),
  }));
  return (
    <>
      <section className={styles.card} aria-label="检测对象">
        <h2 className={styles.cardTitle}>
          <span>
            检测对象：
            <span className={styles.patientName} data-testid="detection-patient">
              {patient.name}
            </span>
          </span>
          <span className={styles.unit}>{ageSexText(patient)}</span>
        </h2>
        {options.length > 1 && (
          <Selector
            aria-label="选择检测对象"
            options={options}
            value={[patient.id]}
            columns={3}
            onChange={(v) => choose(v[0])}
          />
        )}
      </section>
      {children(patient)}
    </>
  );
}
