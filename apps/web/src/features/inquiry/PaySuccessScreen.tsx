import { centsToYuan } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { INQUIRY_PATHS, idParam, orderDetailPath, payPath } from './paths.ts';
import { useInquiryOrder, useInquiryStateRefresh } from './queries.ts';

/** /health/patient/inquiry/pay/success?id= (also ?orderId=): where the payment page returns. */
export default function PaySuccessScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = idParam(params) ?? idParam(params, 'orderId');
  const order = useInquiryOrder(id);
  useInquiryStateRefresh();
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="订单不存在" />;
  else if (order.isPending) body = <LoadingState />;
  else if (order.isError)
    body = <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  else {
    const paid =
      order.data.state !== 'created' && order.data.state !== 'cancelled' && order.data.state !== 'closed';
    body = (
      <section className={`${styles.card} ${styles.center}`} aria-label="支付结果">
        <div className={styles.success} style={paid ? undefined : { color: 'var(--adm-color-danger)' }}>
          {paid ? <CheckCircleFill /> : <CloseCircleFill />}
        </div>
        <h1 className={styles.title}>{paid ? '支付成功' : '订单未支付'}</h1>
        <p className={styles.weak}>
          {paid ? '医生接诊后会通过消息与您沟通，请留意消息' : `订单状态：${order.data.stateText}`}
        </p>
        <div className={styles.bigPrice}>¥{centsToYuan(order.data.price)}</div>
        <div className={styles.actions} style={{ justifyContent: 'center' }}>
          {!paid && order.data.state === 'created' && (
            <Button
              color="primary"
              fill="outline"
              onClick={() => navigate(payPath(order.data.id), { replace: true })}
            >
              重新支付
            </Button>
          )}
          <Button color="primary" onClick={() => navigate(orderDetailPath(order.data.id), { replace: true })}>
            查看订单
          </Button>
        </div>
      </section>
    );
  }
  return (
    <main className={styles.page}>
      <PageBar title="支付结果" fallback={INQUIRY_PATHS.orderList} />
      {body}
    </main>
  );
}
