import { dateTimeText, type HealthPathEvent } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Care.module.css';
import { useHealthPath } from './queries.ts';

const KIND_LABELS: Record<HealthPathEvent['kind'], string> = {
  archive: '建档',
  sign: '签约',
  follow: '随访',
  measure: '测量',
  record: '检查',
  service: '服务',
};

/** The patient's health-management path: a timeline from real records (/health/patient/health/manage/path). */
export default function HealthPathScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="健康管理路径" fallback={PATIENT_PATHS.home} />
      <PatientScope>{(patient) => <Path patientId={patient.id} />}</PatientScope>
    </main>
  );
}

function Path({ patientId }: { patientId: number }) {
  const path = useHealthPath(patientId);
  if (path.isPending) return <LoadingState />;
  if (path.isError)
    return <ErrorState message={errorMessage(path.error)} onRetry={() => void path.refetch()} />;
  if (path.data.events.length === 0) return <EmptyState title="暂无健康管理记录" />;
  const events = [...path.data.events].reverse();
  return (
    <section className={css.timeline} aria-label="健康管理路径">
      {events.map((e) => (
        <div className={css.event} key={`${e.time}-${e.kind}-${e.title}`} data-testid="path-event">
          <span className={css.dot} aria-hidden="true" />
          <div className={css.eventTime}>{dateTimeText(e.time)}</div>
          <div className={css.title}>
            <Tag color="primary" fill="outline">
              {KIND_LABELS[e.kind]}
            </Tag>{' '}
            {e.title}
          </div>
          {e.detail && <div className={css.line}>{e.detail}</div>}
        </div>
      ))}
    </section>
  );
}
