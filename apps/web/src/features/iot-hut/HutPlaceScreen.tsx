import type { HutOrgNode } from '@kanghu/shared';
import { HUT_STATE_LABELS } from '@kanghu/shared';
import { SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { PATIENT_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { formatDateTime } from '../measurements/format.ts';
import css from './Hut.module.css';
import { HUT_STATE_COLORS } from './hut-text.ts';
import { useHutList, useHutOrgTree } from './queries.ts';

/** Orgs in tree order with their depth, for the org chips. */
function flatten(nodes: HutOrgNode[], depth = 0): Array<HutOrgNode & { depth: number }> {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flatten(n.children, depth + 1)]);
}

/** Health huts by org (/app/jkxw/hut/place): pick an org of the tree, see the huts placed there. */
export default function HutPlaceScreen() {
  const [orgCode, setOrgCode] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  return (
    <main className={styles.page}>
      <PageBar title="健康小屋分布" fallback={PATIENT_PATHS.home} />
      <OrgChips value={orgCode} onChange={setOrgCode} />
      <div className={styles.card}>
        <SearchBar placeholder="搜索小屋名称或地址" onSearch={setKeyword} onClear={() => setKeyword('')} />
      </div>
      <HutList orgCode={orgCode} keyword={keyword} />
    </main>
  );
}

function OrgChips({ value, onChange }: { value: string | null; onChange: (code: string | null) => void }) {
  const tree = useHutOrgTree();
  if (tree.isPending) return <LoadingState text="正在加载机构…" />;
  if (tree.isError)
    return <ErrorState message={errorMessage(tree.error)} onRetry={() => void tree.refetch()} />;
  const orgs = flatten(tree.data).filter((o) => o.hutCount > 0);
  const chip = (code: string | null, label: string) => (
    <button
      key={code ?? 'all'}
      type="button"
      className={`${css.org} ${value === code ? css.orgActive : ''}`}
      aria-pressed={value === code}
      onClick={() => onChange(code)}
    >
      {label}
    </button>
  );
  return (
    <section className={styles.card} aria-label="机构">
      <div className={styles.cardTitle}>按机构查看</div>
      <div className={css.orgs}>
        {chip(null, '全部')}
        {orgs.map((o) => chip(o.code, `${o.depth > 0 ? '└ ' : ''}${o.name}（${o.hutCount}）`))}
      </div>
    </section>
  );
}

function HutList({ orgCode, keyword }: { orgCode: string | null; keyword: string }) {
  const huts = useHutList(orgCode, keyword);
  if (huts.isPending) return <LoadingState />;
  if (huts.isError)
    return <ErrorState message={errorMessage(huts.error)} onRetry={() => void huts.refetch()} />;
  if (huts.data.length === 0) return <EmptyState title="暂无健康小屋" />;
  return (
    <>
      {huts.data.map((h) => (
        <section key={h.id} className={styles.card} data-testid="hut-row" aria-label={h.name}>
          <div className={styles.cardTitle}>
            <span>{h.name}</span>
            <Tag color={HUT_STATE_COLORS[h.state]} fill="outline">
              {HUT_STATE_LABELS[h.state]}
            </Tag>
          </div>
          <div className={styles.meta}>所属机构：{h.orgName}</div>
          {h.address && <div className={styles.meta}>地址：{h.address}</div>}
          {h.openHours && <div className={styles.meta}>开放时间：{h.openHours}</div>}
          <div className={styles.meta}>
            累计检测 {h.visitCount} 人次
            {h.lastVisitTime ? `，最近 ${formatDateTime(h.lastVisitTime)}` : ''}
          </div>
        </section>
      ))}
    </>
  );
}
