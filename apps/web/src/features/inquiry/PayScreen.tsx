import { centsToYuan, type InquiryOrderView } from '@kanghu/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { PayFooter } from '../../ui/PayFooter.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { INQUIRY_PATHS, idParam, orderDetailPath } from './paths.ts';
import { useInquiryOrder, usePayFree, usePayInfo } from './queries.ts';

/** /health/patient/inquiry/pay?id=: the amount, then the payment page of the provider. */
export default function PayScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const order = useInquiryOrder(id);
  return (
    <main className={styles.page}>
      <PageBar title="订单支付" fallback={INQUIRY_PATHS.orderList} />
      {id === null ? (
        <EmptyState title="订单不存在" />
      ) : order.isPending ? (
        <LoadingState />
      ) : order.isError ? (
        <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />
      ) : (
        <Pay order={order.data} />
      )}
    </main>
  );
}

function Pay({ order }: { order: InquiryOrderView }) {
  const navigate = useNavigate();
  const payInfo = usePayInfo();
  const payFree = usePayFree();
  const unpaid = order.state === 'created';
  const pay = () => {
    if (order.price === 0) {
      payFree.mutate(order.id, {
        onSuccess: () => navigate(`${INQUIRY_PATHS.paySuccess}?id=${order.id}`, { replace: true }),
      });
      return;
    }
    // The provider's cashier page (the sandbox's 沙箱支付 page) comes back to pay/success.
    payInfo.mutate(order.id, { onSuccess: (info) => window.location.assign(info.payUrl) });
  };
  return (
    <>
      <section className={styles.card} aria-label="支付金额">
        <div className={`${styles.center} ${styles.weak}`}>应付金额</div>
        <div className={styles.bigPrice} data-testid="pay-amount">
          ¥{centsToYuan(order.price)}
        </div>
        <div className={styles.row}>
          <span className={styles.label}>问诊医生</span>
          <span className={styles.value}>{order.doctorName ?? '待分配'}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>就诊人</span>
          <span className={styles.value}>{order.patientName ?? ''}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>订单编号</span>
          <span className={styles.value}>{order.orderNo}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>订单状态</span>
          <span className={styles.value}>{order.stateText}</span>
        </div>
      </section>
      <PayFooter
        payable={unpaid}
        amount={order.price}
        loading={payInfo.isPending || payFree.isPending}
        freeLabel="确认提交"
        viewLabel="查看订单"
        onPay={pay}
        onView={() => navigate(orderDetailPath(order.id), { replace: true })}
      />
    </>
  );
}
