import { centsToYuan, dateTimeText, type InquiryOrderView } from '@kanghu/shared';
import { Tag } from 'antd-mobile';
import styles from './Consult.module.css';
import { OrderButtons } from './OrderButtons.tsx';
import { stateColor } from './state-actions.ts';

/** One inquiry order in a list: who, state, description, price and the allowed buttons. */
export function OrderCard({
  order,
  side,
  onOpen,
}: {
  order: InquiryOrderView;
  side: 'patient' | 'doctor';
  onOpen?: () => void;
}) {
  const who = side === 'patient' ? (order.doctorName ?? '待分配医生') : (order.patientName ?? '患者');
  const summary = (
    <>
      <div className={styles.head}>
        <span className={styles.name}>{who}</span>
        <Tag color={stateColor(order.state)} fill="outline" style={{ fontSize: 'var(--app-font-small)' }}>
          {order.stateText}
        </Tag>
      </div>
      <p className={styles.text}>{order.describe}</p>
      <div className={styles.head} style={{ marginTop: '0.12rem', marginBottom: 0 }}>
        <span className={styles.weak}>{dateTimeText(order.createdAt)}</span>
        <span className={styles.price}>¥{centsToYuan(order.price)}</span>
      </div>
    </>
  );
  return (
    <li className={`${styles.card} ${onOpen ? styles.clickable : ''}`} aria-label={`订单 ${order.orderNo}`}>
      {onOpen ? (
        <button type="button" className={styles.plain} onClick={onOpen}>
          {summary}
        </button>
      ) : (
        <div>{summary}</div>
      )}
      <OrderButtons order={order} side={side} />
    </li>
  );
}
