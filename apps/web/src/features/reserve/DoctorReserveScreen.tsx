import type { ReservationView } from '@kanghu/shared';
import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { useReservations } from './queries.ts';
import { ReservationCard } from './ReservationCard.tsx';
import own from './Reserve.module.css';

const TABS = [
  {
    key: 'waiting',
    title: '待就诊',
    match: (r: ReservationView) => r.state === 'created' || r.state === 'paid',
  },
  { key: 'completed', title: '已就诊', match: (r: ReservationView) => r.state === 'completed' },
  { key: 'cancelled', title: '已取消', match: (r: ReservationView) => r.state === 'cancelled' },
  { key: 'all', title: '全部', match: () => true },
] as const;

/** Registrations grouped by visit date, in date and time order. */
function byDate(list: ReservationView[]): [string, ReservationView[]][] {
  const sorted = [...list].sort(
    (a, b) =>
      a.appointDate.localeCompare(b.appointDate) || a.startTime.localeCompare(b.startTime) || a.slot - b.slot,
  );
  const groups = new Map<string, ReservationView[]>();
  for (const r of sorted) groups.set(r.appointDate, [...(groups.get(r.appointDate) ?? []), r]);
  return [...groups];
}

/** /health/doctor/patient/reserve: the doctor's outpatient registrations by date; 完成就诊 at the visit. */
export default function DoctorReserveScreen() {
  const [tab, setTab] = useState<string>('waiting');
  const reservations = useReservations();
  const match = TABS.find((t) => t.key === tab)?.match ?? (() => true);
  const groups = byDate((reservations.data?.list ?? []).filter(match));
  return (
    <main className={styles.page}>
      <PageBar title="门诊预约" fallback="/health/doctor/index" />
      <Tabs activeKey={tab} onChange={setTab} style={{ background: '#fff' }}>
        {TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.title} />
        ))}
      </Tabs>
      {reservations.isPending ? (
        <LoadingState />
      ) : reservations.isError ? (
        <ErrorState message={errorMessage(reservations.error)} onRetry={() => void reservations.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState title="暂无预约" />
      ) : (
        groups.map(([date, list]) => (
          <section key={date} aria-label={date}>
            <h2 className={own.dateHead}>
              {date}（{list.length}人）
            </h2>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {list.map((r) => (
                <ReservationCard key={r.id} r={r} side="doctor" />
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  );
}
