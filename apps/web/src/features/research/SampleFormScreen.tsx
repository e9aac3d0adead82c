import type { GroupUserView, ResearchProjectView } from '@kanghu/shared';
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { WithProject } from './parts.tsx';
import { RESEARCH_PATHS } from './paths.ts';
import { usePair, usePairs } from './queries.ts';
import own from './Research.module.css';
import { SampleForm } from './SampleForm.tsx';

/** Step 1 without a pair in the address: search the enrolled mothers and pick one. */
function ChoosePair({ project, onChoose }: { project: ResearchProjectView; onChoose: (id: number) => void }) {
  const [keyword, setKeyword] = useState('');
  const list = usePairs(project.id, keyword);
  const enrolled = (list.data?.list ?? []).filter((p: GroupUserView) => p.status === 'enrolled');
  return (
    <>
      <p className={own.hint}>第一步：选择采集对象（{project.name}）</p>
      <div className={own.search}>
        <SearchBar
          placeholder="母亲或孩子姓名、身份证号、手机号"
          onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')}
          aria-label="搜索采集对象"
        />
      </div>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : enrolled.length === 0 ? (
        <EmptyState title="没有找到在组的母子，请先搜索入组" />
      ) : (
        enrolled.map((p) => (
          <button
            key={p.id}
            type="button"
            className={styles.card}
            style={{
              display: 'block',
              width: 'calc(100% - 0.48rem)',
              border: 0,
              textAlign: 'left',
              font: 'inherit',
            }}
            onClick={() => onChoose(p.id)}
            data-testid="choose-pair"
            aria-label={`选择${p.mother.name}`}
          >
            <div className={css.title}>
              {p.mother.name}
              <span className={own.sub}>{p.mother.tel}</span>
            </div>
            <div className={css.line}>
              {p.child ? `孩子：${p.child.name}` : '孕期'} · 已采样本 {p.sampleCount} 份
            </div>
          </button>
        ))
      )}
    </>
  );
}

function WithPair({ id, person, onChange }: { id: number; person: number | null; onChange: () => void }) {
  const pair = usePair(id);
  if (pair.isPending) return <LoadingState />;
  if (pair.isError)
    return <ErrorState message={errorMessage(pair.error)} onRetry={() => void pair.refetch()} />;
  if (pair.data.status !== 'enrolled') return <EmptyState title="该母子已退出项目，不能再采集样本" />;
  return <SampleForm pair={pair.data} person={person} onChangePair={onChange} />;
}

/** /app/chmsc/doctor/sample/collection/form (?pair=&person=): record a sample of an enrolled mother or child. */
export default function SampleFormScreen() {
  const [params, setParams] = useSearchParams();
  const [projectId, setProjectId] = useState<number | null>(null);
  const pairId = Number(params.get('pair')) || null;
  const person = Number(params.get('person')) || null;
  return (
    <main className={styles.page}>
      <PageBar title="样本采集" fallback={RESEARCH_PATHS.samples} />
      {pairId !== null ? (
        <WithPair id={pairId} person={person} onChange={() => setParams({}, { replace: true })} />
      ) : (
        <WithProject value={projectId} onChange={setProjectId}>
          {(project) => (
            <ChoosePair
              project={project}
              onChoose={(id) => setParams({ pair: String(id) }, { replace: true })}
            />
          )}
        </WithProject>
      )}
    </main>
  );
}
