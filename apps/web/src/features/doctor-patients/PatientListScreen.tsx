import { InfiniteScroll, SearchBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { PatientFilters } from './components/PatientFilters.tsx';
import { PatientRow } from './components/PatientRow.tsx';
import { TodayNewPopup } from './components/TodayNewPopup.tsx';
import styles from './DoctorPatients.module.css';
import { DOCTOR_PATIENT_PATHS, infoPathFor, selectTarget, withPatient } from './paths.ts';
import { type PatientFilter, usePatientCounts, usePatientList, useTagDictionary } from './queries.ts';
import { filterFromSearch } from './url-filter.ts';

const TITLES: Record<string, string> = {
  [DOCTOR_PATIENT_PATHS.list]: '我的患者',
  [DOCTOR_PATIENT_PATHS.manage]: '患者管理',
  [DOCTOR_PATIENT_PATHS.select]: '选择患者',
};

/**
 * The doctor's patients (the patient tab of every doctor shell, /health/doctor/patient/index,
 * manage/patient, and patient/select): search, group/tag/contract/follow-up/sort filters (also
 * from the URL query, url-filter.ts), abnormal in 7 days and not yet handled, counts, infinite scroll; a row opens the shell's patient/info (or returns to `redirect` when
 * selecting).
 */
export default function PatientListScreen() {
  const { pathname } = useLocation();
  const title = TITLES[pathname];
  return (
    <main className={health.page}>
      {title ? <PageBar title={title} fallback={DOCTOR_PATHS.home} /> : null}
      <SessionGate>{() => <PatientList />}</SessionGate>
    </main>
  );
}

function PatientList() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const selecting = pathname === DOCTOR_PATIENT_PATHS.select;
  // A link may open the list filtered (the doctor home's numbers: ?followDue=today&scope=mine).
  const [filter, setFilter] = useState<PatientFilter>(() => ({
    scope: 'all',
    sortType: 'ctime_desc',
    ...filterFromSearch(params),
  }));
  const change = (patch: Partial<PatientFilter>) => setFilter((f) => ({ ...f, ...patch }));
  const counts = usePatientCounts();
  const tags = useTagDictionary();
  const list = usePatientList(filter);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.total;
  const [todayOpen, setTodayOpen] = useState(false);

  const open = (id: number) => {
    const target = selecting ? selectTarget(params.get('redirect')) : null;
    if (target) navigate(`${target}${target.includes('?') ? '&' : '?'}patientId=${id}`);
    else navigate(withPatient(infoPathFor(pathname), id));
  };

  return (
    <>
      <div className={styles.top}>
        <div className={styles.search}>
          <SearchBar
            placeholder="搜索姓名、手机号、身份证号"
            onSearch={(v) => change({ search: v.trim() || undefined })}
            onClear={() => change({ search: undefined })}
          />
        </div>
        <Tabs
          className={styles.scope}
          activeKey={filter.scope ?? 'all'}
          onChange={(key) => change({ scope: key as PatientFilter['scope'] })}
        >
          <Tabs.Tab key="all" title={`全部${counts.data ? ` ${counts.data.total}` : ''}`} />
          <Tabs.Tab key="mine" title={`我管理的${counts.data ? ` ${counts.data.mine}` : ''}`} />
        </Tabs>
        <PatientFilters filter={filter} tags={tags.data ?? []} onChange={change} />
        <div className={styles.chips}>
          <button
            type="button"
            aria-pressed={filter.abnormal === '1'}
            className={`${styles.chip} ${filter.abnormal === '1' ? styles.chipOn : ''}`}
            onClick={() => change({ abnormal: filter.abnormal === '1' ? undefined : '1' })}
          >
            7天内异常{counts.data ? ` ${counts.data.abnormalRecent}` : ''}
          </button>
          <button
            type="button"
            aria-pressed={filter.unhandled === '1'}
            className={`${styles.chip} ${filter.unhandled === '1' ? styles.chipOn : ''}`}
            onClick={() => change({ unhandled: filter.unhandled === '1' ? undefined : '1' })}
          >
            异常未处理
          </button>
          {counts.data && (
            <button type="button" className={styles.chip} onClick={() => setTodayOpen(true)}>
              今日新增 {counts.data.todayNew}
            </button>
          )}
        </div>
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={filter.search ? '没有找到匹配的患者' : '暂无符合条件的患者'} />
      ) : (
        <section aria-label="患者列表">
          <div className={styles.counts} data-testid="patient-total">
            共 {total} 位患者
          </div>
          {rows.map((p) => (
            <PatientRow key={p.id} p={p} onOpen={() => open(p.id)} />
          ))}
          <InfiniteScroll
            loadMore={async () => void (await list.fetchNextPage())}
            hasMore={list.hasNextPage}
          />
        </section>
      )}
      {todayOpen && <TodayNewPopup onOpen={open} onClose={() => setTodayOpen(false)} />}
    </>
  );
}
