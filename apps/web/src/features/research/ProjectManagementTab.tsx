import {
  RESEARCH_PHASES,
  RESEARCH_PROJECT_STATUSES,
  type ResearchProjectView,
  SAMPLE_STATUSES,
} from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import styles from '../../ui/HealthScreen.module.css';
import { InfoRows } from '../../ui/InfoRows.tsx';
import { LogoutButton } from '../../ui/LogoutButton.tsx';
import { TabBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { useResearchProjects } from './queries.ts';
import own from './Research.module.css';

function Bars({ rows }: { rows: { label: string; count: number }[] }) {
  const top = Math.max(1, ...rows.map((r) => r.count));
  return (
    <div className={own.bars}>
      {rows.map((r) => (
        <div key={r.label} className={own.bar}>
          <span>{r.label}</span>
          <span className={own.barTrack} aria-hidden="true">
            <span className={own.barFill} style={{ display: 'block', width: `${(r.count / top) * 100}%` }} />
          </span>
          <span className={own.barCount}>{r.count}</span>
        </div>
      ))}
    </div>
  );
}

function ProjectCard({ p }: { p: ResearchProjectView }) {
  const phase = (code: string) => p.phaseCounts.find((x) => x.key === code)?.count ?? 0;
  const status = (key: number) => p.statusCounts.find((x) => x.key === key)?.count ?? 0;
  return (
    <section className={styles.card} data-testid="project-card" aria-label={p.name}>
      <div className={css.head}>
        <span className={css.title}>{p.name}</span>
        <Tag color={p.status === 'active' ? 'success' : 'default'} fill="outline">
          {RESEARCH_PROJECT_STATUSES[p.status]}
        </Tag>
      </div>
      <InfoRows
        rows={[
          ['项目编号', p.code],
          ['承担机构', p.orgName],
          ['开始日期', p.startDate],
        ]}
      />
      {p.intro && <div className={css.line}>{p.intro}</div>}
      <div className={own.grid}>
        <div className={own.cell}>
          <div className={own.cellValue}>{p.groupCount}</div>
          <div className={own.cellLabel}>在组母子</div>
        </div>
        <div className={own.cell}>
          <div className={own.cellValue}>{p.droppedCount}</div>
          <div className={own.cellLabel}>已退出</div>
        </div>
        <div className={own.cell}>
          <div className={own.cellValue}>{p.sampleCount}</div>
          <div className={own.cellLabel}>样本总数</div>
        </div>
      </div>
      <div className={own.section}>各阶段样本</div>
      <Bars rows={RESEARCH_PHASES.map((x) => ({ label: x.name, count: phase(x.code) }))} />
      <div className={own.section}>样本状态</div>
      <Bars
        rows={Object.entries(SAMPLE_STATUSES).map(([k, label]) => ({ label, count: status(Number(k)) }))}
      />
    </section>
  );
}

/** /app/chmsc/doctor/index/projectManagement: the org's research projects with pairs and samples per phase. */
export default function ProjectManagementTab() {
  const projects = useResearchProjects();
  return (
    <main className={styles.page}>
      <TabBar title="项目管理" />
      {projects.isPending ? (
        <LoadingState />
      ) : projects.isError ? (
        <ErrorState message={errorMessage(projects.error)} onRetry={() => void projects.refetch()} />
      ) : projects.data.length === 0 ? (
        <EmptyState title="本机构暂无研究项目，请联系项目管理员创建" />
      ) : (
        projects.data.map((p) => <ProjectCard key={p.id} p={p} />)
      )}
      <LogoutButton />
    </main>
  );
}
