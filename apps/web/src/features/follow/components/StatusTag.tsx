import type { FollowStatus } from '@kanghu/shared';
import { Tag } from 'antd-mobile';

const COLORS: Record<FollowStatus, 'primary' | 'warning' | 'danger' | 'success' | 'default'> = {
  planned: 'primary',
  due: 'warning',
  overdue: 'danger',
  done: 'success',
  cancelled: 'default',
};

/** The tag of a plan's status (planned / due today / overdue / done / cancelled). */
export function StatusTag({ status, label }: { status: FollowStatus; label: string }) {
  return (
    <Tag color={COLORS[status]} fill="outline" data-testid="follow-status">
      {label}
    </Tag>
  );
}
