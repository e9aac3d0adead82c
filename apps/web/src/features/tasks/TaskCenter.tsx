import type { TaskQuery, TaskView } from '@kanghu/shared';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { finishPath } from './paths.ts';
import { useReceiveTask, useRemoveTask, useTasks, useVisitRecord } from './queries.ts';
import { SignInCard } from './SignInCard.tsx';
import { TaskCard } from './TaskCard.tsx';
import { TaskFormPopup } from './TaskFormPopup.tsx';

const TABS: Array<{ key: string; title: string; query: TaskQuery; empty: string }> = [
  { key: 'pending', title: '待领取', query: { scope: 'todo', state: 'pending' }, empty: '暂无待领取的任务' },
  {
    key: 'received',
    title: '进行中',
    query: { scope: 'todo', state: 'received' },
    empty: '暂无进行中的任务',
  },
  {
    key: 'finished',
    title: '已完成',
    query: { scope: 'todo', state: 'finished' },
    empty: '暂无已完成的任务',
  },
  { key: 'created', title: '我发布的', query: { scope: 'created' }, empty: '还没有发布任务' },
];

/** The task centre: daily sign-in, the caller's tasks by state, publishing and editing tasks. */
export function TaskCenter({ fallback }: { fallback: string }) {
  useVisitRecord();
  const [tab, setTab] = useState('pending');
  const [editing, setEditing] = useState<TaskView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const openForm = (t: TaskView | null) => {
    setEditing(t);
    setFormOpen(true);
  };
  const current = TABS.find((t) => t.key === tab) ?? TABS[0];
  return (
    <main className={styles.page}>
      <PageBar
        title="任务中心"
        fallback={fallback}
        right={
          <Button size="mini" color="primary" fill="none" onClick={() => openForm(null)}>
            发布任务
          </Button>
        }
      />
      <SignInCard />
      <Tabs activeKey={tab} onChange={setTab} className={styles.tabs}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {current && (
        <TaskList query={{ ...current.query, pageSize: 50 }} empty={current.empty} onEdit={openForm} />
      )}
      <TaskFormPopup task={editing} visible={formOpen} onClose={() => setFormOpen(false)} />
    </main>
  );
}

function TaskList({
  query,
  empty,
  onEdit,
}: {
  query: TaskQuery;
  empty: string;
  onEdit: (t: TaskView) => void;
}) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const list = useTasks(query);
  const receive = useReceiveTask();
  const remove = useRemoveTask();
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.list.length === 0) return <EmptyState title={empty} />;
  const onRemove = async (t: TaskView) => {
    if (await ui.confirm(`确定删除任务“${t.title}”吗？`))
      remove.mutate(t.id, { onSuccess: () => ui.toast('已删除') });
  };
  return list.data.list.map((t) => (
    <TaskCard
      key={t.id}
      task={t}
      moves={{
        busy: receive.isPending || remove.isPending,
        onReceive: () => receive.mutate(t.id, { onSuccess: () => ui.toast('领取成功') }),
        onFinish: () => navigate(finishPath(t.id)),
        onEdit: () => onEdit(t),
        onRemove: () => void onRemove(t),
      }}
    />
  ));
}
