import { centsToYuan } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import { OrderButtons } from '../inquiry/OrderButtons.tsx';
import { useInquiryOrder, useInquiryStateRefresh } from '../inquiry/queries.ts';
import { stateColor } from '../inquiry/state-actions.ts';
import styles from './Chat.module.css';

/** The inquiry order a room is about: its state and the buttons it allows (no chat button here). */
export function OrderBar({ orderId, side }: { orderId: number; side: 'patient' | 'doctor' }) {
  const order = useInquiryOrder(orderId);
  useInquiryStateRefresh();
  if (!order.data) return null;
  return (
    <section className={styles.orderBar} aria-label="问诊订单">
      <span>
        <Tag color={stateColor(order.data.state)} data-testid="room-order-state">
          {order.data.stateText}
        </Tag>{' '}
        图文问诊 ¥{centsToYuan(order.data.price)}
      </span>
      <OrderButtons order={order.data} side={side} hideChat />
    </section>
  );
}
