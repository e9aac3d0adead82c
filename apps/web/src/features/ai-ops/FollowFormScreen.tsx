import { AI_SYNC_DEV_LABEL, type AiFollowView } from '@kanghu/shared';
import { Button, List, Tabs, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DOCTOR_PATHS } from '../../app/paths.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { errorMessage } from '../../ui/StateViews.tsx';
import { AiDistrictGate } from '../ai-platform/AiDistrictGate.tsx';
import { FollowFinish } from './FollowFinish.tsx';
import { OpsList } from './OpsList.tsx';
import { type FollowTab, useFollowAction, useFollowTab } from './queries.ts';

const TABS: { key: FollowTab; title: string; empty: string }[] = [
  { key: 'pool', title: '任务池', empty: '任务池暂无随访' },
  { key: 'wait', title: '我的待随访', empty: '暂无待随访任务' },
  { key: 'done', title: '已完成', empty: '暂无已完成随访' },
];

/**
 * /app/ai/follow/form: the district's follow pool (grab), my tasks (filled in and finished here,
 * `?id=` the plan) and the done ones (sync).
 */
export default function FollowFormScreen() {
  return (
    <main className={styles.page}>
      <PageBar title="随访任务" fallback={DOCTOR_PATHS.home} />
      <AiDistrictGate>{(d) => <Follow area={d.localAreaCode} />}</AiDistrictGate>
    </main>
  );
}

function Follow({ area }: { area: string }) {
  const [tab, setTab] = useState<FollowTab>('pool');
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('id')) || 0;
  if (open > 0)
    return (
      <FollowFinish
        area={area}
        id={open}
        onDone={() => {
          setTab('done');
          setParams({}, { replace: true });
        }}
      />
    );
  return <Tabbed area={area} tab={tab} setTab={setTab} onOpen={(id) => setParams({ id: String(id) })} />;
}

function Tabbed({
  area,
  tab,
  setTab,
  onOpen,
}: {
  area: string;
  tab: FollowTab;
  setTab: (t: FollowTab) => void;
  onOpen: (id: number) => void;
}) {
  const list = useFollowTab(area, tab);
  const grab = useFollowAction(area, 'grab');
  const sync = useFollowAction(area, 'sync');
  const run = (m: typeof grab, id: number, ok: string) =>
    m.mutate(id, { onSuccess: () => Toast.show(ok), onError: (e) => Toast.show(errorMessage(e)) });
  const action = (f: AiFollowView) => {
    if (tab === 'pool')
      return (
        <Button size="small" color="primary" onClick={() => run(grab, f.id, '领取成功')}>
          领取
        </Button>
      );
    if (tab === 'done')
      return f.synced ? (
        <Tag color="success">已同步</Tag>
      ) : (
        <Button size="small" onClick={() => run(sync, f.id, '已记录同步内容')}>
          同步
        </Button>
      );
    return (
      <Button size="small" color={f.status === 'overdue' ? 'danger' : 'primary'} onClick={() => onOpen(f.id)}>
        填写随访
      </Button>
    );
  };
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <>
      {tab === 'done' ? <p className={styles.hint}>{AI_SYNC_DEV_LABEL}</p> : null}
      <Tabs className={styles.tabs} activeKey={tab} onChange={(k) => setTab(k as FollowTab)}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      <OpsList query={list} empty={current?.empty ?? ''}>
        {(f) => (
          <List.Item
            key={f.id}
            title={
              tab === 'wait' ? (
                <Tag color={f.status === 'overdue' ? 'danger' : 'default'}>{f.statusName}</Tag>
              ) : undefined
            }
            description={`${f.idcard} · ${f.wayName} · 计划 ${f.value}${f.followPerson ? ` · ${f.followPerson}` : ''}`}
            extra={action(f)}
          >
            {f.name} · {f.text}
          </List.Item>
        )}
      </OpsList>
    </>
  );
}
