import { REFERRAL_STATES } from '@kanghu/shared';
import { Button, CapsuleTabs, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { REFERRAL_PATHS } from './paths.ts';
import { type ReferralDirection, useReferralRefresh, useReferrals } from './queries.ts';
import css from './Referral.module.css';
import { ReferralCard } from './ReferralCard.tsx';

const DIRECTIONS: { key: ReferralDirection; title: string }[] = [
  { key: 'in', title: '收到的转诊' },
  { key: 'out', title: '发出的转诊' },
];
const STATE_TABS = [
  { key: 'all', title: '全部' },
  ...Object.entries(REFERRAL_STATES).map(([k, v]) => ({ key: k, title: v })),
];

/**
 * /health/doctor/transfer/list: referrals addressed to the doctor (named, their department or
 * org) and those they sent, by state. A referral arriving or moving elsewhere refreshes the list
 * at once (REFERRAL_STATE push).
 */
export default function ReferralListScreen() {
  useReferralRefresh();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const direction: ReferralDirection = params.get('tab') === 'out' ? 'out' : 'in';
  const stateKey = STATE_TABS.some((t) => t.key === params.get('state'))
    ? (params.get('state') ?? 'all')
    : 'all';
  const list = useReferrals(direction, stateKey === 'all' ? null : Number(stateKey));
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  return (
    <main className={styles.page}>
      <PageBar
        title="转诊管理"
        fallback={DOCTOR_PATHS.home}
        right={
          <Button size="mini" color="primary" fill="none" onClick={() => navigate(REFERRAL_PATHS.add)}>
            发起转诊
          </Button>
        }
      />
      <Tabs activeKey={direction} onChange={(k) => set('tab', k)} className={css.tabs}>
        {DIRECTIONS.map((d) => (
          <Tabs.Tab key={d.key} title={d.title} />
        ))}
      </Tabs>
      <CapsuleTabs activeKey={stateKey} onChange={(k) => set('state', k)} className={css.states}>
        {STATE_TABS.map((t) => (
          <CapsuleTabs.Tab key={t.key} title={t.title} />
        ))}
      </CapsuleTabs>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title={direction === 'in' ? '暂无收到的转诊' : '暂无发出的转诊'}>
          {direction === 'out' && (
            <Button size="small" color="primary" onClick={() => navigate(REFERRAL_PATHS.add)}>
              发起转诊
            </Button>
          )}
        </EmptyState>
      ) : (
        <section aria-label={DIRECTIONS.find((d) => d.key === direction)?.title}>
          {list.data.list.map((r) => (
            <ReferralCard key={r.id} r={r} direction={direction} />
          ))}
        </section>
      )}
    </main>
  );
}
