import { RESEARCH_PHASES, type SampleQuery } from '@kanghu/shared';
import { Selector } from 'antd-mobile';
import { useState } from 'react';
import styles from '../../ui/HealthScreen.module.css';
import { BarLink, TabBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { SampleCard, STATUS_OPTIONS, WithProject } from './parts.tsx';
import { RESEARCH_PATHS } from './paths.ts';
import { useSamples } from './queries.ts';
import own from './Research.module.css';

const PHASE_OPTIONS = RESEARCH_PHASES.map((p) => ({ value: p.code, label: p.name }));

function Samples({ q }: { q: SampleQuery }) {
  const list = useSamples(q);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title="暂无符合条件的样本" />;
  return (
    <>
      <div className={own.hint}>
        共 {list.data.total} 份样本
        {list.data.total > list.data.list.length ? `，显示最近 ${list.data.list.length} 份` : ''}
      </div>
      {list.data.list.map((s) => (
        <SampleCard key={s.id} sample={s} />
      ))}
    </>
  );
}

/** /app/chmsc/doctor/index/sampleCollection: recent samples of the org's project, by phase and status. */
export default function SampleCollectionTab() {
  const [projectId, setProjectId] = useState<number | null>(null);
  const [phase, setPhase] = useState<string | null>(null);
  const [status, setStatus] = useState<number | null>(null);
  return (
    <main className={styles.page}>
      <TabBar title="样本采集" right={<BarLink to={RESEARCH_PATHS.collect} label="采集样本" />} />
      <WithProject value={projectId} onChange={setProjectId}>
        {(project) => (
          <>
            <div className={own.filters}>
              <Selector
                options={PHASE_OPTIONS}
                value={phase ? [phase] : []}
                onChange={(v) => setPhase(v[0] ?? null)}
              />
            </div>
            <div className={own.filters}>
              <Selector
                options={STATUS_OPTIONS}
                value={status === null ? [] : [status]}
                onChange={(v) => setStatus(v[0] ?? null)}
              />
            </div>
            <p className={own.hint}>出库、入库和使用登记将在样本物流功能上线后提供。</p>
            <Samples
              q={{
                researchProjectId: project.id,
                pageSize: 30,
                ...(phase ? { collectPhase: phase as SampleQuery['collectPhase'] } : {}),
                ...(status === null ? {} : { status }),
              }}
            />
          </>
        )}
      </WithProject>
    </main>
  );
}
