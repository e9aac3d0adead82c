import { type AppointPushView, dateTimeText } from '@kanghu/shared';
import { Button, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import css from '../Follow.module.css';
import { type AppointFilter, useAppointments } from '../queries.ts';

const COLORS = { 1: 'success', 0: 'default' } as const;

export function AppointCard({ a, action }: { a: AppointPushView; action?: ReactNode }) {
  return (
    <li
      className={styles.card}
      aria-label={`随访预约 ${dateTimeText(a.appointTime)}`}
      data-testid="appoint-card"
    >
      <div className={css.head}>
        <span className={css.name}>
          {a.patientName} · {a.followModeName}
        </span>
        <Tag color={a.isAccept === null ? 'warning' : COLORS[a.isAccept as 0 | 1]} fill="outline">
          {a.acceptName}
        </Tag>
      </div>
      <p className={css.line}>预约时间：{dateTimeText(a.appointTime)}</p>
      <p className={css.text}>{a.content}</p>
      <p className={css.line}>
        {a.doctorName ?? '医生'} 推送于 {dateTimeText(a.createdAt)}
        {a.respondedAt ? ` · ${dateTimeText(a.respondedAt)} 答复` : ''}
      </p>
      {action && <div className={css.actions}>{action}</div>}
    </li>
  );
}

/** Appointment pushes, newest first, 加载更多. */
export function AppointList({
  filter,
  empty,
  action,
}: {
  filter: AppointFilter;
  empty: string;
  action?: (a: AppointPushView) => ReactNode;
}) {
  const list = useAppointments(filter);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <ul aria-label="随访预约" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((a) => (
          <AppointCard key={a.id} a={a} action={action?.(a)} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className={css.more}>
          <Button size="small" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      )}
    </>
  );
}
