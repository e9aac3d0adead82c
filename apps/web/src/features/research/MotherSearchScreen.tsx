import { type CandidateView, GROUP_USER_STATUSES } from '@kanghu/shared';
import { Button, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { NewMotherForm } from './NewMotherForm.tsx';
import { WithProject } from './parts.tsx';
import { pairPath, RESEARCH_PATHS } from './paths.ts';
import { useCandidates, useIntoGroup } from './queries.ts';
import own from './Research.module.css';

function Candidate({ c, projectId }: { c: CandidateView; projectId: number }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const enrol = useIntoGroup();
  return (
    <section className={styles.card} data-testid="candidate" aria-label={c.name}>
      <div className={css.head}>
        <span className={css.title}>
          {c.name}
          <span className={own.sub}>{c.age !== null ? `${c.age}岁` : ''}</span>
        </span>
        {c.groupStatus && (
          <Tag color={c.groupStatus === 'enrolled' ? 'success' : 'default'} fill="outline">
            {GROUP_USER_STATUSES[c.groupStatus]}
          </Tag>
        )}
      </div>
      <div className={css.line}>身份证号 {c.idcard || '—'}</div>
      <div className={css.line}>手机号 {c.tel || '—'}</div>
      <div className={css.cardActions}>
        {c.groupUserId !== null ? (
          <Button
            size="small"
            fill="outline"
            shape="rounded"
            onClick={() => navigate(pairPath(c.groupUserId ?? 0))}
          >
            查看档案
          </Button>
        ) : (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            loading={enrol.isPending}
            onClick={async () => {
              const sure = await ui.confirm(`确定将${c.name}入组本研究项目吗？`, { confirm: '入组' });
              if (!sure) return;
              enrol.mutate(
                { researchProjectId: projectId, patientId: c.patientId },
                {
                  onSuccess: (pair) => {
                    ui.toast('入组成功');
                    navigate(pairPath(pair.id), { replace: true });
                  },
                },
              );
            }}
          >
            入组
          </Button>
        )}
      </div>
    </section>
  );
}

function Results({ projectId, keyword }: { projectId: number; keyword: string }) {
  const list = useCandidates(projectId, keyword);
  if (!keyword) return <EmptyState title="输入姓名、完整身份证号或手机号查找本机构的孕产妇" />;
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState title="本机构没有找到该孕产妇，可在下方新建档案并入组" />;
  return list.data.map((c) => <Candidate key={c.patientId} c={c} projectId={projectId} />);
}

/** /app/chmsc/doctor/mother/son/search: find a woman of the org and enrol her, or register a new one. */
export default function MotherSearchScreen() {
  const [projectId, setProjectId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  return (
    <main className={styles.page}>
      <PageBar title="搜索入组" fallback={RESEARCH_PATHS.pairs} />
      <WithProject value={projectId} onChange={setProjectId}>
        {(project) => (
          <>
            <div className={own.search}>
              <SearchBar
                placeholder="姓名、身份证号或手机号"
                onSearch={(v) => setKeyword(v.trim())}
                onClear={() => setKeyword('')}
                aria-label="搜索孕产妇"
              />
            </div>
            <p className={own.hint}>入组到：{project.name}。列表中的身份证号和手机号已隐藏部分数字。</p>
            <Results projectId={project.id} keyword={keyword} />
            {project.status === 'active' && keyword && <NewMotherForm projectId={project.id} />}
          </>
        )}
      </WithProject>
    </main>
  );
}
