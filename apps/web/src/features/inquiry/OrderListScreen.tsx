import type { InquiryOrderView } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { OrderCard } from './OrderCard.tsx';
import { INQUIRY_PATHS, orderDetailPath } from './paths.ts';
import { useInquiryOrders, useInquiryStateRefresh } from './queries.ts';

const TABS: { key: string; title: string; match: (o: InquiryOrderView) => boolean }[] = [
  { key: 'all', title: '全部', match: () => true },
  { key: 'unpaid', title: '待支付', match: (o) => o.state === 'created' },
  { key: 'going', title: '进行中', match: (o) => ['paid', 'accepted', 'in_progress'].includes(o.state) },
  { key: 'done', title: '已完成', match: (o) => o.state === 'completed' },
  {
    key: 'refund',
    title: '退款/取消',
    match: (o) => ['refund_requested', 'refunded', 'cancelled', 'closed'].includes(o.state),
  },
];

/** /health/order/inquiry/list: the account's inquiry orders, by state. */
export default function OrderListScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState('all');
  const orders = useInquiryOrders();
  useInquiryStateRefresh();
  const match = TABS.find((t) => t.key === tab)?.match ?? (() => true);
  const list = orders.data?.list.filter(match) ?? [];
  return (
    <main className={styles.page}>
      <PageBar title="问诊订单" fallback="/" />
      <Tabs activeKey={tab} onChange={setTab} style={{ background: '#fff' }}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="暂无问诊订单">
          <a
            href={INQUIRY_PATHS.serviceInfo}
            onClick={(e) => {
              e.preventDefault();
              navigate(INQUIRY_PATHS.serviceInfo);
            }}
          >
            去问诊
          </a>
        </EmptyState>
      ) : (
        <ul aria-label="问诊订单" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((o) => (
            <OrderCard key={o.id} order={o} side="patient" onOpen={() => navigate(orderDetailPath(o.id))} />
          ))}
        </ul>
      )}
    </main>
  );
}
