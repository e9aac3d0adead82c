import type { PatientView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../app/paths.ts';
import { useCurrentPatient } from '../app/session/use-current-patient.ts';
import styles from './HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from './StateViews.tsx';

/**
 * The patient a health screen is about, with the session's loading and error states, an empty
 * state when the account has no patient yet, and a bar naming the patient with 切换.
 */
export function PatientScope({ children }: { children: (patient: PatientView) => ReactNode }) {
  const navigate = useNavigate();
  const { session, patient } = useCurrentPatient();
  if (session.isPending) return <LoadingState />;
  if (session.isError) {
    return <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  }
  if (!patient) {
    return (
      <EmptyState title="暂无就诊人，请先添加就诊人">
        <Button size="small" color="primary" onClick={() => navigate(PATIENT_PATHS.add)}>
          添加就诊人
        </Button>
      </EmptyState>
    );
  }
  return (
    <>
      <section className={`${styles.card} ${styles.patientBar}`} aria-label="就诊人">
        <span>
          就诊人：
          <span className={styles.patientName} data-testid="measure-patient">
            {patient.name}
          </span>
        </span>
        {session.data && session.data.patientList.length > 1 && (
          <Button size="small" fill="outline" color="primary" onClick={() => navigate(PATIENT_PATHS.change)}>
            切换
          </Button>
        )}
      </section>
      {children(patient)}
    </>
  );
}
