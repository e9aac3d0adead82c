import { centsToYuan, type ReservationView } from '@kanghu/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { PayFooter } from '../../ui/PayFooter.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { idParam } from '../inquiry/paths.ts';
import { RESERVE_PATHS, reserveDetailPath, reserveSuccessPath } from './paths.ts';
import { useReservation, useReserveAction, useReservePayInfo } from './queries.ts';
import { ReservationRows } from './ReservationRows.tsx';
import { stateLabel } from './state-actions.ts';

/** /health/patient/reserve/pay?id=: the registration fee, then the provider's payment page. */
export default function PayScreen() {
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
  else body = <Pay r={reservation.data} />;
  return (
    <main className={styles.page}>
      <PageBar title="挂号支付" fallback={RESERVE_PATHS.orderList} />
      {body}
    </main>
  );
}

function Pay({ r }: { r: ReservationView }) {
  const navigate = useNavigate();
  const payInfo = useReservePayInfo();
  const payFree = useReserveAction();
  const payable = r.state === 'created' && !r.isOfflinePay;
  const pay = () => {
    if (r.price === 0) {
      payFree.mutate(
        { action: 'pay', id: r.id },
        { onSuccess: () => navigate(reserveSuccessPath(r.id), { replace: true }) },
      );
      return;
    }
    // The provider's cashier page (the sandbox's 沙箱支付 page) comes back to pay/success.
    payInfo.mutate(r.id, { onSuccess: (info) => window.location.assign(info.payUrl) });
  };
  return (
    <>
      <section className={styles.card} aria-label="支付金额">
        <div className={`${styles.center} ${styles.weak}`}>
          {r.isOfflinePay ? '到院支付金额' : '应付金额'}
        </div>
        <div className={styles.bigPrice} data-testid="pay-amount">
          ¥{centsToYuan(r.price)}
        </div>
        <ReservationRows r={r} />
        <div className={styles.row}>
          <span className={styles.label}>预约状态</span>
          <span className={styles.value}>{stateLabel(r)}</span>
        </div>
        {r.isOfflinePay && r.state === 'created' && (
          <p className={styles.weak}>已选择到院支付，请在就诊当天到医院窗口缴费。</p>
        )}
      </section>
      <PayFooter
        payable={payable}
        amount={r.price}
        loading={payInfo.isPending || payFree.isPending}
        freeLabel="确认预约"
        viewLabel="查看预约"
        onPay={pay}
        onView={() => navigate(reserveDetailPath(r.id), { replace: true })}
      />
    </>
  );
}
