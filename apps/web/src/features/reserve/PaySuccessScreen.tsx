import { centsToYuan } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { idParam } from '../inquiry/paths.ts';
import { RESERVE_PATHS, reserveDetailPath, reservePayPath } from './paths.ts';
import { useReservation } from './queries.ts';
import { stateLabel, visitTime } from './state-actions.ts';

/** /health/patient/reserve/pay/success?id=: where the payment page (or an offline booking) lands. */
export default function PaySuccessScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params) ?? idParam(params, 'orderId');
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
    const booked = r.state === 'paid' || r.state === 'completed' || (r.state === 'created' && r.isOfflinePay);
    const title =
      r.state === 'paid' && r.price > 0 && !r.isOfflinePay ? '支付成功' : booked ? '预约成功' : '预约未支付';
    body = (
      <section className={`${styles.card} ${styles.center}`} aria-label="预约结果">
        <div className={styles.success} style={booked ? undefined : { color: 'var(--adm-color-danger)' }}>
          {booked ? <CheckCircleFill /> : <CloseCircleFill />}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>
          {r.doctorName ?? ''} · {visitTime(r)}
        </p>
        <p className={styles.weak}>
          {booked
            ? r.isOfflinePay
              ? '请在就诊当天按时到院，并在窗口缴纳挂号费'
              : '请在就诊当天按时到院就诊'
            : `预约状态：${stateLabel(r)}`}
        </p>
        <div className={styles.bigPrice}>¥{centsToYuan(r.price)}</div>
        <div className={styles.actions} style={{ justifyContent: 'center' }}>
          {!booked && r.state === 'created' && (
            <Button
              color="primary"
              fill="outline"
              onClick={() => navigate(reservePayPath(r.id), { replace: true })}
            >
              重新支付
            </Button>
          )}
          <Button color="primary" onClick={() => navigate(reserveDetailPath(r.id), { replace: true })}>
            查看预约
          </Button>
        </div>
      </section>
    );
  }
  return (
    <main className={styles.page}>
      <PageBar title="预约结果" fallback={RESERVE_PATHS.orderList} />
      {body}
    </main>
  );
}
