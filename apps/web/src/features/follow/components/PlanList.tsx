import type { FollowPlanView } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import css from '../Follow.module.css';
import { type PlanFilter, usePlans } from '../queries.ts';
import { PagedList } from './PagedList.tsx';
import { PlanCard } from './PlanCard.tsx';

export interface PlanTab {
  key: string;
  title: string;
  filter: PlanFilter;
  empty: string;
}

/** The status tabs of the doctor's plan lists. */
export const STATUS_TABS: PlanTab[] = [
  { key: 'due', title: '今日', filter: { followStatus: 'due' }, empty: '今日暂无待随访' },
  { key: 'overdue', title: '逾期', filter: { followStatus: 'overdue' }, empty: '暂无逾期随访' },
  { key: 'planned', title: '计划中', filter: { followStatus: 'planned' }, empty: '暂无随访计划' },
  { key: 'done', title: '已完成', filter: { followStatus: 'done' }, empty: '暂无已完成的随访' },
  { key: 'all', title: '全部', filter: {}, empty: '暂无随访计划' },
];

/** Plans in tabs, 15 a page with 加载更多; each tab its own query (kept while switching). */
export function PlanList({
  base,
  tabs = STATUS_TABS,
  onOpen,
  action,
}: {
  base: PlanFilter;
  tabs?: PlanTab[];
  onOpen: (plan: FollowPlanView) => void;
  action?: (plan: FollowPlanView) => ReactNode;
}) {
  const [active, setActive] = useState(tabs[0]?.key ?? 'all');
  const tab = tabs.find((t) => t.key === active) ?? tabs[0];
  return (
    <>
      <Tabs className={css.tabs} activeKey={active} onChange={setActive}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {tab && (
        <PlanPages filter={{ ...base, ...tab.filter }} empty={tab.empty} onOpen={onOpen} action={action} />
      )}
    </>
  );
}

function PlanPages({
  filter,
  empty,
  onOpen,
  action,
}: {
  filter: PlanFilter;
  empty: string;
  onOpen: (plan: FollowPlanView) => void;
  action?: ((plan: FollowPlanView) => ReactNode) | undefined;
}) {
  return (
    <PagedList
      query={usePlans(filter)}
      label="随访计划"
      empty={empty}
      render={(p) => <PlanCard key={p.id} plan={p} onOpen={() => onOpen(p)} action={action?.(p)} />}
    />
  );
}
