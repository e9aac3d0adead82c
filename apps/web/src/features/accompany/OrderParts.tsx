import { type AccompanyOrderView, type AccompanyState, dateTimeText } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import css from './Accompany.module.css';

const COLORS: Record<AccompanyState, 'warning' | 'primary' | 'success' | 'default'> = {
  created: 'warning',
  received: 'primary',
  serving: 'primary',
  completed: 'success',
  cancelled: 'default',
};

export function OrderStateTag({ order }: { order: Pick<AccompanyOrderView, 'state' | 'stateLabel'> }) {
  return (
    <Tag color={COLORS[order.state]} fill="outline">
      {order.stateLabel}
    </Tag>
  );
}

/** 浙大一院 · 心内科 */
export const placeText = (o: Pick<AccompanyOrderView, 'hospital' | 'department'>) =>
  [o.hospital, o.department].filter(Boolean).join(' · ');

/** The lines every order card and the detail show. */
export function OrderLines({ order: o }: { order: AccompanyOrderView }) {
  return (
    <>
      <div className={css.line}>就诊医院：{placeText(o)}</div>
      <div className={css.line}>陪诊时间：{dateTimeText(o.appointTime)}</div>
      <div className={css.line}>联系电话：{o.tel}</div>
      {o.remark && <div className={css.line}>备注：{o.remark}</div>}
      {o.servicerName && <div className={css.line}>接单人：{o.servicerName}</div>}
    </>
  );
}
