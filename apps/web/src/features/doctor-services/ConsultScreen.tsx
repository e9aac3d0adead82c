import type { InquiryOrderView } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { OrderCard } from '../inquiry/OrderCard.tsx';
import { useInquiryOrders, useInquiryStateRefresh } from '../inquiry/queries.ts';
import { SERVICE_PATHS } from './paths.ts';
import services from './Services.module.css';

const TABS: { key: string; title: string; match: (o: InquiryOrderView) => boolean }[] = [
  { key: 'todo', title: '待接诊', match: (o) => o.state === 'paid' },
  { key: 'going', title: '进行中', match: (o) => o.state === 'accepted' || o.state === 'in_progress' },
  { key: 'refund', title: '退款申请', match: (o) => o.state === 'refund_requested' },
  { key: 'done', title: '已完成', match: (o) => ['completed', 'refunded'].includes(o.state) },
];

/** /health/doctor/inquiry/consult: the doctor's inquiry orders to accept, in progress and done. */
export default function ConsultScreen() {
  const [tab, setTab] = useState('todo');
  const navigate = useNavigate();
  const orders = useInquiryOrders();
  useInquiryStateRefresh();
  const all = orders.data?.list ?? [];
  const list = all.filter(TABS.find((t) => t.key === tab)?.match ?? (() => true));
  return (
    <main className={styles.page}>
      <PageBar
        title="在线咨询"
        fallback="/health/doctor/index"
        right={
          <button type="button" className={services.plain} onClick={() => navigate(SERVICE_PATHS.grab)}>
            抢单
          </button>
        }
      />
      <Tabs activeKey={tab} onChange={setTab} style={{ background: '#fff' }}>
        {TABS.map((t) => {
          const n = all.filter(t.match).length;
          return <Tabs.Tab key={t.key} title={t.key === 'done' || n === 0 ? t.title : `${t.title}(${n})`} />;
        })}
      </Tabs>
      {orders.isPending ? (
        <LoadingState />
      ) : orders.isError ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="暂无问诊订单" />
      ) : (
        <ul aria-label="问诊订单" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((o) => (
            <OrderCard key={o.id} order={o} side="doctor" />
          ))}
        </ul>
      )}
    </main>
  );
}
