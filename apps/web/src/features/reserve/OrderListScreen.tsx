import { RESERVATION_STATE_TEXT, RESERVATION_STATES, type ReservationView } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { RESERVE_PATHS, reserveDetailPath } from './paths.ts';
import { useReservations } from './queries.ts';
import { ReservationCard } from './ReservationCard.tsx';

type Tab = 'all' | ReservationView['state'];

/** /health/order/reserve/list: the account's registrations, by state. */
export default function OrderListScreen() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('all');
  const reservations = useReservations();
  const list = (reservations.data?.list ?? []).filter((r) => tab === 'all' || r.state === tab);
  return (
    <main className={styles.page}>
      <PageBar title="预约订单" fallback="/" />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} style={{ background: '#fff' }}>
        <Tabs.Tab key="all" title="全部" />
        {RESERVATION_STATES.map((s) => (
          <Tabs.Tab key={s} title={RESERVATION_STATE_TEXT[s]} />
        ))}
      </Tabs>
      {reservations.isPending ? (
        <LoadingState />
      ) : reservations.isError ? (
        <ErrorState message={errorMessage(reservations.error)} onRetry={() => void reservations.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title="暂无预约">
          <a
            href={RESERVE_PATHS.doctorList}
            onClick={(e) => {
              e.preventDefault();
              navigate(RESERVE_PATHS.doctorList);
            }}
          >
            去预约
          </a>
        </EmptyState>
      ) : (
        <ul aria-label="预约订单" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.map((r) => (
            <ReservationCard
              key={r.id}
              r={r}
              side="patient"
              onOpen={() => navigate(reserveDetailPath(r.id))}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
