import { List } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import { useSession } from '../../app/session/queries.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useLungReports } from '../lung/queries.ts';
import { BACKEND_PATHS } from './paths.ts';

/** The backend doctor's start (/doctor/backend): who is signed in and the backend tools. */
export default function BackendHomeScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const reports = useLungReports(1);
  const doctor = session.data?.doctor;
  return (
    <main className={styles.page}>
      <PageBar title="后台医生" fallback={DOCTOR_PATHS.home} />
      <section className={styles.card} aria-label="当前医生">
        <h2 className={styles.cardTitle}>{doctor?.name ?? session.data?.user.name ?? '医生'}</h2>
        <p className={styles.meta}>
          {doctor?.title ? `${doctor.title} · ` : ''}机构编码 {doctor?.orgCode ?? '—'}
        </p>
        <p className={styles.hint}>后台模式：登录失效时将回到本项目的医生登录页。</p>
      </section>
      <List className={styles.list} header="后台工具">
        <List.Item
          clickable
          onClick={() => navigate(BACKEND_PATHS.lungCollect)}
          description={
            reports.isPending ? (
              <LoadingState />
            ) : reports.isError ? (
              <ErrorState message={errorMessage(reports.error)} onRetry={() => void reports.refetch()} />
            ) : (
              `本机构已采集 ${reports.data.total} 份报告`
            )
          }
          data-testid="backend-lung"
        >
          肺功能报告采集
        </List.Item>
        <List.Item clickable onClick={() => navigate(DOCTOR_PATHS.home)}>
          医生工作台
        </List.Item>
      </List>
    </main>
  );
}
