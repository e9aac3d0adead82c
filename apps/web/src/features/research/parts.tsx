import { dateTimeText, type ResearchProjectView, SAMPLE_STATUSES, type SampleView } from '@kanghu/shared';
import { Selector, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { useResearchProjects } from './queries.ts';
import own from './Research.module.css';

const STATUS_COLORS: Record<number, 'primary' | 'success' | 'warning' | 'default'> = {
  0: 'warning',
  1: 'success',
  2: 'primary',
  3: 'default',
};

export const STATUS_OPTIONS = Object.entries(SAMPLE_STATUSES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export function SampleStatusTag({ sample }: { sample: Pick<SampleView, 'status' | 'statusName'> }) {
  return (
    <Tag color={STATUS_COLORS[sample.status] ?? 'default'} fill="outline" data-testid="sample-status">
      {sample.statusName}
    </Tag>
  );
}

/** One sample as a list shows it: tube code, type, person, phase, time, place. */
export function SampleCard({ sample, showPerson = true }: { sample: SampleView; showPerson?: boolean }) {
  return (
    <section className={styles.card} data-testid="sample-card" aria-label={`样本${sample.encode}`}>
      <div className={css.head}>
        <span className={`${css.title} ${own.code}`}>{sample.encode}</span>
        <SampleStatusTag sample={sample} />
      </div>
      <div className={css.line}>
        {sample.sampleTypeName} · {sample.phaseName}
        {showPerson &&
          ` · ${sample.subject === 'child' ? `${sample.patientName}（${sample.motherName}之子女）` : sample.patientName}`}
        {!showPerson && sample.subject === 'child' && ` · 孩子 ${sample.patientName}`}
      </div>
      <div className={css.line}>
        分装 {sample.branchNum} 份 × {sample.branchCapacity} mL · {sample.preserveAddress}
      </div>
      <div className={css.line}>
        {dateTimeText(sample.collectTime)} · 采集人 {sample.collectUserName}
      </div>
    </section>
  );
}

/**
 * The research projects of the doctor's org with their loading, empty and error states;
 * `children` gets the chosen project (a switch shows when the org has more than one).
 */
export function WithProject({
  value,
  onChange,
  children,
}: {
  value: number | null;
  onChange: (id: number) => void;
  children: (project: ResearchProjectView, all: ResearchProjectView[]) => ReactNode;
}) {
  const projects = useResearchProjects();
  if (projects.isPending) return <LoadingState />;
  if (projects.isError)
    return <ErrorState message={errorMessage(projects.error)} onRetry={() => void projects.refetch()} />;
  const list = projects.data;
  const chosen = list.find((p) => p.id === value) ?? list.find((p) => p.status === 'active') ?? list[0];
  if (!chosen) return <EmptyState title="本机构暂无研究项目，请联系项目管理员创建" />;
  return (
    <>
      {list.length > 1 && (
        <div className={own.filters}>
          <Selector
            options={list.map((p) => ({ value: p.id, label: p.name }))}
            value={[chosen.id]}
            onChange={(v) => v[0] !== undefined && onChange(v[0])}
            aria-label="研究项目"
          />
        </div>
      )}
      {children(chosen, list)}
    </>
  );
}
