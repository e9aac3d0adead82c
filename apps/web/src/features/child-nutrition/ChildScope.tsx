import { ageInMonths, type PatientView } from '@kanghu/shared';
import { Button, Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ageText } from '../child-health/paths.ts';
import { idOf } from '../questionnaire/paths.ts';

/** A bound patient counted as a child here: marked as a child, or under 18 by the birthday. */
export function isChildPatient(p: PatientView, now: Date): boolean {
  const months = ageInMonths(p.birthday, now);
  return p.isChild || (months !== null && months < 216);
}

/**
 * The child a screen is about: `?patientId=` when it is one of the account's children, else the
 * first child; chips switch between children. Loading, error and no-child states on purpose.
 */
export function ChildScope({
  children,
  prefer,
}: {
  children: (child: PatientView) => ReactNode;
  /** Without `?patientId=`, the first child this accepts is shown (else the first child). */
  prefer?: (child: PatientView) => boolean;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (session.isPending) return <LoadingState />;
  if (session.isError)
    return <ErrorState message={errorMessage(session.error)} onRetry={() => void session.refetch()} />;
  const now = new Date();
  const kids = session.data.patientList.filter((p) => isChildPatient(p, now));
  if (kids.length === 0)
    return (
      <EmptyState title="还没有添加孩子">
        <Button size="small" color="primary" onClick={() => navigate(PATIENT_PATHS.add)}>
          添加儿童就诊人
        </Button>
      </EmptyState>
    );
  const wanted = idOf(params.get('patientId'));
  const child = kids.find((k) => k.id === wanted) ?? (prefer && kids.find(prefer)) ?? kids[0];
  if (!child) return null;
  return (
    <>
      <section className={`${styles.card} ${styles.patientBar}`} aria-label="孩子">
        <span>
          孩子：
          <span className={styles.patientName} data-testid="child-name">
            {child.name}
          </span>
        </span>
        <span className={styles.meta}>{ageText(ageInMonths(child.birthday, now))}</span>
      </section>
      {kids.length > 1 && (
        <div style={{ margin: '0.16rem 0.24rem 0' }}>
          <Selector
            aria-label="选择孩子"
            options={kids.map((k) => ({ label: k.name, value: k.id }))}
            value={[child.id]}
            columns={3}
            onChange={(v) => {
              if (v[0] === undefined) return;
              const next = new URLSearchParams(params);
              next.set('patientId', String(v[0]));
              setParams(next, { replace: true });
            }}
          />
        </div>
      )}
      {children(child)}
    </>
  );
}
