import { Button, Tabs } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DOCTOR_PATHS, JIAYI_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { BedCard } from './BedParts.tsx';
import { SICKBED_PATHS } from './paths.ts';
import { useSickbedList } from './queries.ts';
import own from './Sickbed.module.css';

const TABS = [
  { key: '0', title: '待审核', empty: '暂无待审核的申请' },
  { key: '1', title: '已建床', empty: '暂无在床的家庭病床' },
  { key: '2', title: '未通过', empty: '暂无未通过的申请' },
  { key: '4', title: '已撤床', empty: '暂无已撤床的记录' },
  { key: 'all', title: '全部', empty: '暂无家庭病床申请' },
] as const;

/**
 * /health/doctor/sickbed (and /app/yzh/jiayi/doctor/family/bed): the home sickbed applications of
 * the doctor's org and patients by state; pending ones are reviewed from here.
 */
export default function SickbedListScreen() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab')) ?? TABS[0];
  const list = useSickbedList(tab.key === 'all' ? null : Number(tab.key));
  return (
    <main className={styles.page}>
      <PageBar
        title="家庭病床"
        fallback={pathname === SICKBED_PATHS.jiayi ? JIAYI_PATHS.doctorShell : DOCTOR_PATHS.home}
        right={
          <Button size="mini" color="primary" fill="none" onClick={() => navigate(SICKBED_PATHS.manage)}>
            病床管理
          </Button>
        }
      />
      <Tabs
        activeKey={tab.key}
        onChange={(k) => setParams({ tab: k }, { replace: true })}
        className={own.tabs}
      >
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={tab.empty} />
      ) : (
        list.data.list.map((bed) => <BedCard key={bed.id} bed={bed} />)
      )}
    </main>
  );
}
