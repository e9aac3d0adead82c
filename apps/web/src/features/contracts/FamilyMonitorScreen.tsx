import {
  CONTRACT_STATES,
  type ContractState,
  FAMILY_MONITOR_ABNORMAL_DAYS,
  type FamilyMonitorItem,
} from '@kanghu/shared';
import { SearchBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ContractStateTag, personText } from './ContractParts.tsx';
import css from './Contracts.module.css';
import { monitorDetailPath } from './paths.ts';
import { useFamilyMonitor } from './queries.ts';
import { ReadingTiles } from './ReadingTiles.tsx';

const FILTERS = [
  { label: '全部签约居民', value: 'all' },
  { label: `近${FAMILY_MONITOR_ABNORMAL_DAYS}天有异常`, value: 'abnormal' },
];

/**
 * /health/doctor/family/monitor: the home monitoring of the residents signed with the doctor's
 * org: the newest reading of each type, recent abnormal readings first.
 */
export default function FamilyMonitorScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState('all');
  const page = useFamilyMonitor({
    pageSize: 50,
    ...(search ? { search } : {}),
    ...(filter === 'abnormal' ? { abnormal: '1' } : {}),
  });
  return (
    <main className={styles.page}>
      <PageBar title="居家监测" fallback={DOCTOR_PATHS.home} />
      <div className={css.toolbar}>
        <SearchBar placeholder="搜索签约居民" onSearch={setSearch} onClear={() => setSearch('')} />
      </div>
      <div className={css.toolbar}>
        <Selector
          options={FILTERS}
          value={[filter]}
          onChange={(v) => v[0] && setFilter(v[0])}
          aria-label="筛选"
        />
      </div>
      {page.isPending ? (
        <LoadingState />
      ) : page.isError ? (
        <ErrorState message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
      ) : page.data.list.length === 0 ? (
        <EmptyState title={filter === 'abnormal' ? '近期没有异常的签约居民' : '暂无生效的签约居民'} />
      ) : (
        <>
          <p className={styles.hint}>
            共 {page.data.total} 位签约居民，按近期异常排序；数据来自居民及设备上传的测量记录。
          </p>
          {page.data.list.map((r) => (
            <Resident
              key={r.patientId}
              resident={r}
              onOpen={() => navigate(monitorDetailPath(r.patientId))}
            />
          ))}
        </>
      )}
    </main>
  );
}

function Resident({ resident: r, onOpen }: { resident: FamilyMonitorItem; onOpen: () => void }) {
  return (
    <button type="button" className={css.item} onClick={onOpen} aria-label={`${r.patientName}的居家监测`}>
      <div className={css.head}>
        <span className={css.name}>
          {r.patientName}
          <span className={css.sub}>{personText(r.sex, r.age)}</span>
        </span>
        {r.abnormalCount > 0 ? (
          <span className={styles.abnormal}>
            近{FAMILY_MONITOR_ABNORMAL_DAYS}天异常 {r.abnormalCount} 次
          </span>
        ) : (
          <ContractStateTag
            state={r.contractState as ContractState}
            label={CONTRACT_STATES[r.contractState as ContractState] ?? ''}
          />
        )}
      </div>
      <div className={css.line}>
        {r.servicePacks.join('、')} · {r.doctorName}
      </div>
      <ReadingTiles readings={r.latest.slice(0, 4)} />
    </button>
  );
}
