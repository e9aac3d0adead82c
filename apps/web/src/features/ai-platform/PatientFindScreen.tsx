import { List } from 'antd-mobile';
import { useState } from 'react';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from './AiDistrictGate.tsx';
import { AiSearchBar } from './AiSearchBar.tsx';
import type { AiDistrict } from './context.ts';
import { useDiscoveries } from './list-queries.ts';
import { PageButtons } from './PageButtons.tsx';
import { ResidentLine } from './ResidentLine.tsx';

/**
 * /app/ai/patient/find (患者发现): residents of the district whose readings or diagnoses suggest
 * hypertension, diabetes, COPD or dyslipidaemia and who are not in that management group.
 */
export default function PatientFindScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="患者发现" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <Discoveries district={d} />}</AiDistrictGate>
    </main>
  );
}

function Discoveries({ district }: { district: AiDistrict }) {
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const list = useDiscoveries(district, pageNo, search);
  return (
    <>
      <AiSearchBar
        onSearch={(v) => {
          setSearch(v);
          setPageNo(1);
        }}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title="暂无待发现的居民" />
      ) : (
        <>
          <List header={`共${list.data.total}人`}>
            {list.data.list.map((r) => (
              <List.Item
                key={r.patientId}
                description={r.findings.map((f) => `${f.diseaseName}：${f.evidence}`).join('；')}
              >
                <ResidentLine r={r} />
              </List.Item>
            ))}
          </List>
          <PageButtons page={list.data} onPage={setPageNo} />
        </>
      )}
    </>
  );
}
