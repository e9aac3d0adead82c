import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_OUTCOMES,
  type AuditEntry,
  chinaDay,
  DAY_MS,
} from '@kanghu/shared';
import { Button, List, Selector, Tag } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import own from './Audit.module.css';
import { AuditEntryItem } from './AuditEntryItem.tsx';
import { AUDIT_PATHS } from './paths.ts';
import { type TrailFilter, useAuditTrail } from './queries.ts';

const RANGES = [
  { label: '近7天', value: '7' },
  { label: '近30天', value: '30' },
  { label: '近180天', value: '180' },
];

/** 审计日志: the trail of patient-record access for administrators, filtered; tap a line to follow one user or patient. */
export default function AuditTrailScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="审计日志" fallback={AUDIT_PATHS.doctorMine} />
      <SessionGate>{() => <Trail />}</SessionGate>
    </main>
  );
}

function Trail() {
  const [range, setRange] = useState('7');
  const [filter, setFilter] = useState<Omit<TrailFilter, 'startDate'>>({});
  const query: TrailFilter = { ...filter, startDate: chinaDay(Date.now() - (Number(range) - 1) * DAY_MS) };
  const trail = useAuditTrail(query);
  const pick = (patch: Partial<TrailFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <>
      <section className={styles.card} aria-label="筛选">
        <div className={own.filterLabel}>时间</div>
        <Selector
          aria-label="时间范围"
          options={RANGES}
          value={[range]}
          onChange={(v) => v[0] && setRange(v[0])}
        />
        <div className={own.filterLabel}>操作</div>
        <Selector
          aria-label="操作类型"
          options={AUDIT_ACTIONS.map((a) => ({ label: AUDIT_ACTION_LABELS[a], value: a }))}
          value={filter.action ? [filter.action] : []}
          onChange={(v) => pick({ action: v[0] })}
        />
        <div className={own.filterLabel}>结果</div>
        <Selector
          aria-label="结果"
          options={AUDIT_OUTCOMES.map((o) => ({ label: AUDIT_OUTCOME_LABELS[o], value: o }))}
          value={filter.outcome ? [filter.outcome] : []}
          onChange={(v) => pick({ outcome: v[0] })}
        />
        {(filter.userId !== undefined || filter.patientId !== undefined) && (
          <div className={own.actions}>
            {filter.userId !== undefined && (
              <Tag color="primary" fill="outline" onClick={() => pick({ userId: undefined })}>
                用户 {filter.userId} ✕
              </Tag>
            )}
            {filter.patientId !== undefined && (
              <Tag color="primary" fill="outline" onClick={() => pick({ patientId: undefined })}>
                患者 {filter.patientId} ✕
              </Tag>
            )}
          </div>
        )}
      </section>
      <TrailList trail={trail} onPick={(e) => pick(e.userId !== null ? { userId: e.userId } : {})} />
    </>
  );
}

function TrailList({
  trail,
  onPick,
}: {
  trail: ReturnType<typeof useAuditTrail>;
  onPick: (entry: AuditEntry) => void;
}) {
  if (trail.isPending) return <LoadingState />;
  if (trail.isError)
    return <ErrorState message={errorMessage(trail.error)} onRetry={() => void trail.refetch()} />;
  const entries = trail.data.pages.flatMap((page) => page.list);
  if (entries.length === 0) return <EmptyState title="该条件下暂无审计记录" />;
  return (
    <>
      <p className={own.intro}>共 {trail.data.pages[0]?.total ?? 0} 条，点按一条只看该用户的记录。</p>
      <List aria-label="审计日志">
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} admin onClick={() => onPick(entry)} />
        ))}
      </List>
      {trail.hasNextPage && (
        <Button
          className={own.more}
          block
          loading={trail.isFetchingNextPage}
          onClick={() => void trail.fetchNextPage()}
        >
          加载更多
        </Button>
      )}
    </>
  );
}
