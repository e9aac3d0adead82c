import { Button, List, SearchBar } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import type { AiDistrict } from './context.ts';
import { PageButtons } from './PageButtons.tsx';
import { ResidentLine } from './ResidentLine.tsx';
import { useResidentInfo, useResidents } from './resident-queries.ts';

/**
 * A resident screen of the AI platform: with ?patientId the resident's bar and the screen; without
 * it the district's residents to choose from (the page URL carries the patient id, never an ID number).
 */
export function WithResident({
  district,
  children,
}: {
  district: AiDistrict;
  children: (patientId: number) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const patientId = Number(params.get('patientId') ?? 0);
  if (!(patientId > 0)) {
    return <ResidentChooser district={district} onPick={(id) => setParams({ patientId: String(id) })} />;
  }
  return (
    <>
      <ResidentBar district={district} patientId={patientId} onChange={() => setParams({})} />
      {children(patientId)}
    </>
  );
}

function ResidentBar({
  district,
  patientId,
  onChange,
}: {
  district: AiDistrict;
  patientId: number;
  onChange: () => void;
}) {
  const info = useResidentInfo(district, patientId);
  if (info.isPending) return <LoadingState />;
  if (info.isError)
    return <ErrorState message={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
  return (
    <List>
      <List.Item
        extra={
          <Button size="mini" fill="none" color="primary" onClick={onChange}>
            更换居民
          </Button>
        }
      >
        <ResidentLine r={info.data.resident} />
      </List.Item>
    </List>
  );
}

function ResidentChooser({ district, onPick }: { district: AiDistrict; onPick: (id: number) => void }) {
  const [pageNo, setPageNo] = useState(1);
  const [search, setSearch] = useState('');
  const list = useResidents(district, pageNo, search);
  return (
    <>
      <SearchBar
        placeholder="姓名、身份证号或手机号"
        onSearch={(v) => {
          setSearch(v.trim());
          setPageNo(1);
        }}
        onClear={() => setSearch('')}
      />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <EmptyState title="没有找到居民" />
      ) : (
        <>
          <List header={`请选择居民（共${list.data.total}人）`}>
            {list.data.list.map((r) => (
              <List.Item key={r.patientId} arrowIcon onClick={() => onPick(r.patientId)}>
                <ResidentLine r={r} />
              </List.Item>
            ))}
          </List>
          <PageButtons page={list.data} onPage={setPageNo} />
        </>
      )}
      <p className={styles.hint}>选择居民后查看其记录</p>
    </>
  );
}
