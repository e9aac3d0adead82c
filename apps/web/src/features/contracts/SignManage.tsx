import { type ContractState, dateTimeText, type PreSignView } from '@kanghu/shared';
import { Button, Checkbox, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ContractCard } from './ContractParts.tsx';
import css from './Contracts.module.css';
import { contractPath, offerPath, reviewPath } from './paths.ts';
import { useApplications, useContractCounts, useContracts } from './queries.ts';

const PAGE = 100;
const TABS: Array<{ key: ContractState | 'applications'; title: string }> = [
  { key: 'signed', title: '已签约' },
  { key: 'renewal_due', title: '待续约' },
  { key: 'pending', title: '待确认' },
  { key: 'applications', title: '签约申请' },
  { key: 'expired', title: '已到期' },
  { key: 'terminated', title: '已解约' },
];

/**
 * Sign-up management (/health/doctor/sign/manage, and the partner shells' patient/sign): the
 * org's contracts by state, the counts, the pre-sign applications to review, a search. `?tab=`
 * opens a tab (the review hub links to `?tab=applications`).
 */
export function SignManage({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<string>(
    () => TABS.find((t) => t.key === params.get('tab'))?.key ?? 'signed',
  );
  const [mine, setMine] = useState(false);
  const [search, setSearch] = useState('');
  const counts = useContractCounts(mine);
  const c = counts.data;
  return (
    <main className={styles.page}>
      <PageBar
        title="签约管理"
        fallback={fallback}
        right={
          <Button size="mini" color="primary" fill="none" onClick={() => navigate(offerPath())}>
            发起签约
          </Button>
        }
      />
      <section className={css.stats} aria-label="签约统计">
        {[
          ['已签约', c?.signed],
          ['待续约', c?.renewal_due],
          ['30天内到期', c?.expiring],
          ['待审核申请', c?.applications],
        ].map(([label, n]) => (
          <div key={label}>
            <div className={css.statValue}>{n ?? '—'}</div>
            <div className={css.statLabel}>{label}</div>
          </div>
        ))}
      </section>
      <div className={css.toolbar}>
        <SearchBar placeholder="姓名、手机号或身份证号" onSearch={setSearch} onClear={() => setSearch('')} />
        <Checkbox checked={mine} onChange={setMine}>
          只看我的
        </Checkbox>
      </div>
      <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {tab === 'applications' ? (
        <Applications onOpen={(id) => navigate(reviewPath(id))} />
      ) : (
        <ContractList
          state={tab as ContractState}
          mine={mine}
          search={search}
          onOpen={(id) => navigate(contractPath(id))}
        />
      )}
    </main>
  );
}

function ContractList(props: {
  state: ContractState;
  mine: boolean;
  search: string;
  onOpen: (id: number) => void;
}) {
  const list = useContracts({
    state: props.state,
    pageSize: PAGE,
    ...(props.mine ? { mine: '1' } : {}),
    ...(props.search ? { search: props.search } : {}),
  });
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无签约" />;
  return (
    <>
      {list.data.list.map((c) => (
        <ContractCard key={c.id} contract={c} onOpen={() => props.onOpen(c.id)} />
      ))}
      {list.data.total > PAGE && <p className={styles.hint}>仅显示前{PAGE}条，请搜索姓名缩小范围</p>}
    </>
  );
}

function Applications({ onOpen }: { onOpen: (id: number) => void }) {
  const list = useApplications(0);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无待审核的签约申请" />;
  return list.data.list.map((a) => (
    <ApplicationCard key={a.id} application={a} onOpen={() => onOpen(a.id)} />
  ));
}

function ApplicationCard({ application: a, onOpen }: { application: PreSignView; onOpen: () => void }) {
  return (
    <button type="button" className={css.item} onClick={onOpen} aria-label={`${a.patientName}的签约申请`}>
      <div className={css.head}>
        <span className={css.name}>{a.patientName}</span>
        <span className={css.sub}>{dateTimeText(a.createdAt)}</span>
      </div>
      <div className={css.line}>申请服务包：{a.servicePack}</div>
      <div className={css.line}>签约医生：{a.doctorName ?? '由机构分配'}</div>
      {a.remark && <div className={css.line}>备注：{a.remark}</div>}
      <div className={css.warn}>待审核，点击处理</div>
    </button>
  );
}
