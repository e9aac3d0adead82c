import { type AppointPushView, dateTimeText } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from '../../../ui/HealthScreen.module.css';
import css from '../Follow.module.css';
import { type AppointFilter, useAppointments } from '../queries.ts';
import { PagedList } from './PagedList.tsx';

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
  return (
    <PagedList
      query={useAppointments(filter)}
      label="随访预约"
      empty={empty}
      render={(a) => <AppointCard key={a.id} a={a} action={action?.(a)} />}
    />
  );
}
