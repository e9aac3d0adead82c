import { centsToYuan, dateTimeText, INQUIRY_TYPE_NAMES, type InquiryOrderView } from '@kanghu/shared';
import { Button, PullToRefresh } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { useInquiryStateRefresh } from '../inquiry/queries.ts';
import { chatMiddlePath } from './paths.ts';
import { useGrab, useGrabPool } from './queries.ts';
import styles from './Services.module.css';

/** /health/doctor/inquiry/grab/orders: the org's paid orders without a doctor; grab = accept. */
export default function GrabOrdersScreen() {
  const pool = useGrabPool();
  useInquiryStateRefresh();
  const { ui } = useApp();
  const navigate = useNavigate();
  // Owned by the screen, not the row: the row unmounts when the pool refetches without the order.
  const grab = useGrab();
  const onGrab = (id: number) =>
    grab.mutate(id, {
      onSuccess: () => {
        ui.toast('抢单成功');
        void navigate(chatMiddlePath({ orderId: id }));
      },
    });
  return (
    <main className={styles.page}>
      <PageBar title="抢单" fallback="/health/doctor/index" />
      <PullToRefresh onRefresh={async () => void (await pool.refetch())}>
        {pool.isPending ? (
          <LoadingState />
        ) : pool.isError ? (
          <ErrorState message={errorMessage(pool.error)} onRetry={() => void pool.refetch()} />
        ) : pool.data.list.length === 0 ? (
          <EmptyState title="暂无待抢订单" />
        ) : (
          <ul aria-label="待抢订单" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {pool.data.list.map((o) => (
              <PoolOrder
                key={o.id}
                order={o}
                grabbing={grab.isPending && grab.variables === o.id}
                onGrab={() => onGrab(o.id)}
              />
            ))}
          </ul>
        )}
      </PullToRefresh>
    </main>
  );
}

function PoolOrder({
  order,
  grabbing,
  onGrab,
}: {
  order: InquiryOrderView;
  grabbing: boolean;
  onGrab: () => void;
}) {
  return (
    <li className={styles.card} aria-label={`订单 ${order.orderNo}`}>
      <div className={styles.head}>
        <span className={styles.title}>{order.patientName ?? '患者'}</span>
        <span className={styles.weak}>{INQUIRY_TYPE_NAMES[order.inquiryType] ?? '问诊'}</span>
      </div>
      <p className={styles.text}>{order.describe}</p>
      <div className={styles.head} style={{ marginTop: '0.12rem' }}>
        <span className={styles.weak}>{dateTimeText(order.paidAt ?? order.createdAt)}</span>
        <span className={styles.price}>¥{centsToYuan(order.price)}</span>
      </div>
      <Button block color="primary" shape="rounded" loading={grabbing} onClick={onGrab}>
        抢单
      </Button>
    </li>
  );
}
