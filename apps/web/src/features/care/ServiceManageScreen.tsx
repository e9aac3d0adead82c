import { centsToYuan, dateTimeText, type ServiceItemView } from '@kanghu/shared';
import { Button, Rate, Tabs, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { PatientScope } from '../../ui/PatientScope.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Care.module.css';
import { commentPath } from './paths.ts';
import { type CommentFilter, useServices } from './queries.ts';

const FILTERS: ReadonlyArray<{ key: CommentFilter; title: string }> = [
  { key: 'all', title: '全部' },
  { key: '0', title: '待评价' },
  { key: '1', title: '已评价' },
];

/** Services the patient received, each with its comment (/health/patient/server/manage?tab=). */
export default function ServiceManageScreen() {
  const [params, setParams] = useSearchParams();
  const filter = FILTERS.find((f) => f.key === params.get('tab'))?.key ?? 'all';
  const choose = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };
  return (
    <main className={styles.page}>
      <PageBar title="服务管理" fallback={PATIENT_PATHS.home} />
      <PatientScope>
        {(patient) => (
          <>
            <Tabs className={styles.tabs} activeKey={filter} onChange={choose}>
              {FILTERS.map((f) => (
                <Tabs.Tab key={f.key} title={f.title} />
              ))}
            </Tabs>
            <ServiceList patientId={patient.id} filter={filter} />
          </>
        )}
      </PatientScope>
    </main>
  );
}

function ServiceList({ patientId, filter }: { patientId: number; filter: CommentFilter }) {
  const services = useServices(patientId, filter);
  if (services.isPending) return <LoadingState />;
  if (services.isError) {
    return <ErrorState message={errorMessage(services.error)} onRetry={() => void services.refetch()} />;
  }
  if (services.data.list.length === 0) {
    return <EmptyState title={filter === '0' ? '暂无待评价的服务' : '暂无已完成的服务'} />;
  }
  return (
    <>
      {services.data.list.map((s) => (
        <ServiceCard key={`${s.serviceType}-${s.serviceId}`} service={s} />
      ))}
    </>
  );
}

function ServiceCard({ service: s }: { service: ServiceItemView }) {
  const navigate = useNavigate();
  return (
    <section className={styles.card} data-testid="service-card" aria-label={s.title}>
      <div className={css.head}>
        <span className={css.title}>
          <Tag color="primary" fill="outline">
            {s.typeLabel}
          </Tag>{' '}
          {s.title}
        </span>
        <span className={styles.meta}>¥{centsToYuan(s.price)}</span>
      </div>
      {s.providerName && <div className={css.line}>服务人员：{s.providerName}</div>}
      <div className={css.line}>完成时间：{dateTimeText(s.finishedAt)}</div>
      {s.comment ? (
        <div className={css.line} data-testid="service-comment">
          <Rate readOnly value={s.comment.rating} style={{ '--star-size': '0.32rem' }} />
          {s.comment.content && <div>{s.comment.content}</div>}
        </div>
      ) : (
        <div className={css.cardActions}>
          <Button
            size="small"
            color="primary"
            onClick={() => navigate(commentPath(s.serviceType, s.serviceId))}
          >
            去评价
          </Button>
        </div>
      )}
    </section>
  );
}
