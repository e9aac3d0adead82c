import { dateTimeText, GROUP_USER_STATUSES, type GroupUserView } from '@kanghu/shared';
import { NavBar, Popup, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styles from '../../ui/HealthScreen.module.css';
import bar from '../../ui/PageBar.module.css';
import { BarLink, TabBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from '../care/Care.module.css';
import { PairDetail } from './PairDetail.tsx';
import { WithProject } from './parts.tsx';
import { RESEARCH_PATHS } from './paths.ts';
import { usePairs } from './queries.ts';
import own from './Research.module.css';

function PairCard({ pair, onOpen }: { pair: GroupUserView; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={styles.card}
      style={{
        display: 'block',
        width: 'calc(100% - 0.48rem)',
        border: 0,
        textAlign: 'left',
        font: 'inherit',
      }}
      onClick={onOpen}
      data-testid="pair-card"
      aria-label={`${pair.mother.name}的母子档案`}
    >
      <div className={css.head}>
        <span className={css.title}>
          {pair.mother.name}
          <span className={own.sub}>
            {pair.mother.age !== null ? `${pair.mother.age}岁 · ` : ''}
            {pair.mother.tel}
          </span>
        </span>
        <Tag color={pair.status === 'enrolled' ? 'success' : 'default'} fill="outline">
          {GROUP_USER_STATUSES[pair.status]}
        </Tag>
      </div>
      <div className={css.line}>
        {pair.child
          ? `孩子：${pair.child.name}（${pair.child.birthday ?? ''}出生）`
          : pair.expectedDeliveryDate
            ? `孕期 · 预产期 ${pair.expectedDeliveryDate}`
            : '孕期'}
      </div>
      <div className={css.line}>
        已采样本 {pair.sampleCount} 份
        {pair.lastCollectTime ? ` · 最近采集 ${dateTimeText(pair.lastCollectTime)}` : ''}
      </div>
    </button>
  );
}

function Pairs({
  projectId,
  keyword,
  onOpen,
}: {
  projectId: number;
  keyword: string;
  onOpen: (id: number) => void;
}) {
  const list = usePairs(projectId, keyword);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0)
    return (
      <EmptyState title={keyword ? '没有找到匹配的母子档案' : '暂无入组的母子，请点击右上角“搜索入组”'} />
    );
  return (
    <>
      <div className={own.hint}>共 {list.data.total} 对母子</div>
      {list.data.list.map((p) => (
        <PairCard key={p.id} pair={p} onOpen={() => onOpen(p.id)} />
      ))}
    </>
  );
}

/** /app/chmsc/doctor/index/mother/son (default tab): the mother/child pairs of the org's research projects. */
export default function MotherSonTab() {
  const [params, setParams] = useSearchParams();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const open = Number(params.get('pair')) || null;
  const setOpen = (id: number | null) =>
    setParams(id === null ? {} : { pair: String(id) }, { replace: id === null });
  return (
    <main className={styles.page}>
      <TabBar title="母子档案" right={<BarLink to={RESEARCH_PATHS.search} label="搜索入组" />} />
      <WithProject value={projectId} onChange={setProjectId}>
        {(project) => (
          <>
            <div className={own.search}>
              <SearchBar
                placeholder="母亲或孩子姓名、身份证号、手机号"
                onSearch={(v) => setKeyword(v.trim())}
                onClear={() => setKeyword('')}
                aria-label="搜索母子档案"
              />
            </div>
            <Pairs projectId={project.id} keyword={keyword} onOpen={setOpen} />
          </>
        )}
      </WithProject>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        bodyStyle={{ borderTopLeftRadius: '0.2rem', borderTopRightRadius: '0.2rem' }}
        destroyOnClose
      >
        <div className={own.popupBody} role="dialog" aria-label="母子档案详情">
          <NavBar className={bar.bar} onBack={() => setOpen(null)}>
            母子档案详情
          </NavBar>
          {open !== null && <PairDetail id={open} />}
        </div>
      </Popup>
    </main>
  );
}
