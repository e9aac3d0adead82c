import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { BarLink, PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import css from './Hut.module.css';
import { HUT_PATHS, reportInfoPath } from './hut-text.ts';
import { useHutHealthData, useHutVisits } from './queries.ts';
import { ReadingTile } from './ReadingTile.tsx';

/** Hut health data of the current patient (/app/jkxw/report): latest values and every visit. */
export default function HutReportScreen() {
  return (
    <main className={styles.page}>
      <PageBar
        title="小屋健康数据"
        fallback={PATIENT_PATHS.home}
        right={<BarLink to={HUT_PATHS.place} label="小屋分布" />}
      />
      <PatientScope>
        {(patient) => (
          <>
            <Latest patientId={patient.id} />
            <Visits patientId={patient.id} />
          </>
        )}
      </PatientScope>
    </main>
  );
}

function Latest({ patientId }: { patientId: number }) {
  const data = useHutHealthData(patientId);
  if (data.isPending) return <LoadingState />;
  if (data.isError)
    return <ErrorState message={errorMessage(data.error)} onRetry={() => void data.refetch()} />;
  if (data.data.latest.length === 0) {
    return <EmptyState title="暂无健康小屋检测数据，可到附近的健康小屋自助检测" />;
  }
  return (
    <section className={styles.card} aria-label="最新检测数据">
      <div className={styles.cardTitle}>
        <span>最新检测数据</span>
        <span className={styles.meta}>累计 {data.data.visitCount} 次</span>
      </div>
      <div className={css.grid}>
        {data.data.latest.map((r) => (
          <ReadingTile key={r.type} r={r} where={r.hutName} />
        ))}
      </div>
    </section>
  );
}

function Visits({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const visits = useHutVisits(patientId);
  if (visits.isPending) return <LoadingState />;
  if (visits.isError) {
    return <ErrorState message={errorMessage(visits.error)} onRetry={() => void visits.refetch()} />;
  }
  if (visits.data.list.length === 0) return null;
  return (
    <List className={styles.list} header={`检测记录（${visits.data.total}次）`} aria-label="检测记录">
      {visits.data.list.map((v) => (
        <List.Item
          key={v.id}
          data-testid="hut-visit"
          onClick={() => navigate(reportInfoPath(v.id))}
          description={`${formatDateTime(v.visitTime)} · ${v.readings.map((r) => r.label).join('、')}`}
          extra={
            <Tag color={v.abnormalCount > 0 ? 'danger' : 'success'} fill="outline">
              {v.abnormalCount > 0 ? `${v.abnormalCount}项异常` : '正常'}
            </Tag>
          }
        >
          {v.hutName}
        </List.Item>
      ))}
    </List>
  );
}
