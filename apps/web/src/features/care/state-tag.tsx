import { Tag } from 'antd-mobile';

const COLORS: Record<number, 'warning' | 'success' | 'danger' | 'default'> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'default',
  4: 'default',
};

/**
 * The tag of an application state: 0 pending, 1 approved/signed (a bed in care), 2 rejected,
 * 3 withdrawn/cancelled, 4 closed (a discharged bed).
 */
export function StateTag({ state, label }: { state: number; label: string }) {
  return (
    <Tag color={COLORS[state] ?? 'default'} fill="outline" data-testid="state-tag">
      {label}
    </Tag>
  );
}
