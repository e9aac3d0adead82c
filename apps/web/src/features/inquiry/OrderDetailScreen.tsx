import { centsToYuan, dateTimeText, INQUIRY_TYPE_TEXT, type InquiryOrderView } from '@kanghu/shared';
import { Image, ImageViewer, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import payStyles from '../../ui/PayFooter.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Consult.module.css';
import { OrderButtons } from './OrderButtons.tsx';
import { OrderLinks } from './OrderLinks.tsx';
import { INQUIRY_PATHS, idParam } from './paths.ts';
import { useInquiryOrder, useInquiryStateRefresh } from './queries.ts';
import { appointmentText } from './reserve-time.ts';
import { stateColor } from './state-actions.ts';

/** /health/order/inquiry/detail?id=: an order, refreshed live on INQUIRY_STATE. */
export default function OrderDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const order = useInquiryOrder(id);
  useInquiryStateRefresh();
  return (
    <main className={styles.page}>
      <PageBar title="订单详情" fallback={INQUIRY_PATHS.orderList} />
      {id === null ? (
        <EmptyState title="订单不存在" />
      ) : order.isPending ? (
        <LoadingState />
      ) : order.isError ? (
        <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />
      ) : (
        <Detail order={order.data} />
      )}
    </main>
  );
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <div className={styles.row}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
    </div>
  );
}

function Detail({ order }: { order: InquiryOrderView }) {
  return (
    <>
      <section className={styles.card} aria-label="订单状态">
        <div className={styles.head}>
          <span className={styles.name}>{INQUIRY_TYPE_TEXT[order.inquiryType] ?? '在线问诊'}</span>
          <Tag
            color={stateColor(order.state)}
            style={{ fontSize: 'var(--app-font-body)', padding: '0.06rem 0.16rem' }}
            data-testid="order-state"
          >
            {order.stateText}
          </Tag>
        </div>
        <Row label="问诊医生" value={order.doctorName ?? '待分配'} />
        <Row label="就诊人" value={order.patientName} />
        <Row label="联系电话" value={order.tel} />
        <Row label="订单金额" value={`¥${centsToYuan(order.price)}`} />
        <Row label="支付方式" value={order.isUseCard ? '服务卡抵扣' : null} />
        <Row label="预约时间" value={appointmentText(order.startTime, order.endTime)} />
        <Row label="订单编号" value={order.orderNo} />
        <Row label="下单时间" value={dateTimeText(order.createdAt)} />
        <Row label="支付时间" value={dateTimeText(order.paidAt)} />
        <Row label="接诊时间" value={dateTimeText(order.acceptedAt)} />
        <Row label="完成时间" value={dateTimeText(order.finishedAt)} />
        {order.refundMoney !== null && <Row label="退款金额" value={`¥${centsToYuan(order.refundMoney)}`} />}
        <Row label="退款原因" value={order.refundReason} />
        <Row label="关闭原因" value={order.closeReason} />
      </section>
      <section className={styles.card} aria-label="病情描述">
        <h2 className={styles.title}>病情描述</h2>
        <p className={styles.text}>{order.describe}</p>
        {order.imageList.length > 0 && (
          <div className={styles.images}>
            {order.imageList.map((src, i) => (
              <Image
                key={src}
                src={src}
                alt={`病情照片${i + 1}`}
                fit="cover"
                onClick={() => ImageViewer.Multi.show({ images: order.imageList, defaultIndex: i })}
              />
            ))}
          </div>
        )}
      </section>
      <OrderLinks order={order} />
      <OrderButtons order={order} side="patient" className={payStyles.footer} />
    </>
  );
}
