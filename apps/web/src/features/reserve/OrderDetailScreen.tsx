import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { idParam } from '../inquiry/paths.ts';
import { RESERVE_PATHS } from './paths.ts';
import { useReservation } from './queries.ts';
import { ReservationRows } from './ReservationRows.tsx';
import { ReserveButtons } from './ReserveButtons.tsx';
import { StateTag } from './StateTag.tsx';

/** /health/order/reserve/detail?id=: one registration, with pay / cancel as its state allows. */
export default function OrderDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const reservation = useReservation(id);
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="预约不存在" />;
  else if (reservation.isPending) body = <LoadingState />;
  else if (reservation.isError)
    body = (
      <ErrorState message={errorMessage(reservation.error)} onRetry={() => void reservation.refetch()} />
    );
  else {
    const r = reservation.data;
    body = (
      <section className={styles.card} aria-label="预约详情">
        <div className={styles.head}>
          <h1 className={styles.title}>预约挂号</h1>
          <StateTag r={r} />
        </div>
        <ReservationRows r={r} created />
        <ReserveButtons r={r} side="patient" />
      </section>
    );
  }
  return (
    <main className={styles.page}>
      <PageBar title="预约详情" fallback={RESERVE_PATHS.orderList} />
      {body}
    </main>
  );
}
