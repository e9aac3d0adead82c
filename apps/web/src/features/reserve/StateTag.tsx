import type { ReservationView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { stateColor, stateLabel } from './state-actions.ts';

export function StateTag({ r }: { r: ReservationView }) {
  return (
    <Tag
      color={stateColor(r)}
      fill="outline"
      style={{ fontSize: 'var(--app-font-small)' }}
      data-testid="reserve-state"
    >
      {stateLabel(r)}
    </Tag>
  );
}
