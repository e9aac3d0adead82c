import { centsToYuan, dateTimeText, type UserCardView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import { PageBar } from '../../ui/PageBar.tsx';
import { PayFooter } from '../../ui/PayFooter.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { INQUIRY_PATHS, idParam } from '../inquiry/paths.ts';
import cards from './Cards.module.css';
import { cardStateText, cardValidity, isMissing } from './card-text.ts';
import { CARD_PATHS } from './paths.ts';
import { useCancelCardOrder, useCardPayInfo, useMyCard } from './queries.ts';

/** /app/yingkang/user/service/detail?id=: my card, its remaining rights; pay or cancel while unpaid. */
export default function ServiceDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const card = useMyCard(id);
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="服务卡不存在" />;
  else if (card.isPending) body = <LoadingState />;
  else if (card.isError && isMissing(card.error)) body = <EmptyState title="服务卡不存在" />;
  else if (card.isError)
    body = <ErrorState message={errorMessage(card.error)} onRetry={() => void card.refetch()} />;
  else body = <MyCard card={card.data} />;
  return (
    <main className={styles.page}>
      <PageBar title="我的服务卡" fallback={`${CARD_PATHS.list}?tab=mine`} />
      {body}
    </main>
  );
}

function MyCard({ card }: { card: UserCardView }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const payInfo = useCardPayInfo();
  const cancel = useCancelCardOrder();
  const unpaid = card.state === 'unpaid';
  const cancelOrder = async () => {
    if (await ui.confirm('确定取消该服务卡订单吗？')) cancel.mutate(card.id);
  };
  return (
    <>
      <section className={`${cards.tile} ${card.usable ? '' : cards.muted}`} aria-label="服务卡">
        <div className={cards.tileHead}>
          <span className={cards.tileName}>{card.name}</span>
          <span className={cards.tilePrice} data-testid="card-state">
            {cardStateText(card)}
          </span>
        </div>
        <div className={cards.tileSmall}>有效期：{cardValidity(card)}</div>
      </section>
      <section className={styles.card} aria-label="剩余权益">
        <h2 className={styles.title}>剩余权益</h2>
        <ul className={cards.rights}>
          {card.rights.map((r) => (
            <li key={r.inquiryType} className={cards.right}>
              <span>
                {r.name}
                <span className={styles.weak}>
                  （共{r.total}次，已用{r.used}次）
                </span>
              </span>
              <span className={cards.remaining} data-testid={`remaining-${r.inquiryType}`}>
                {r.remaining}次
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-label="订单信息">
        <div className={styles.row}>
          <span className={styles.label}>订单编号</span>
          <span className={styles.value}>{card.orderNo}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>金额</span>
          <span className={styles.value}>{card.price === 0 ? '免费' : `¥${centsToYuan(card.price)}`}</span>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>下单时间</span>
          <span className={styles.value}>{dateTimeText(card.createdAt)}</span>
        </div>
        {card.paidAt && (
          <div className={styles.row}>
            <span className={styles.label}>生效时间</span>
            <span className={styles.value}>{dateTimeText(card.paidAt)}</span>
          </div>
        )}
        {unpaid && (
          <div className={styles.actions}>
            <Button size="small" loading={cancel.isPending} onClick={() => void cancelOrder()}>
              取消订单
            </Button>
          </div>
        )}
      </section>
      <PayFooter
        payable={unpaid}
        amount={card.price}
        loading={payInfo.isPending}
        freeLabel="确认领取"
        viewLabel={card.usable ? '去问诊' : '看看其他服务卡'}
        onPay={() => payInfo.mutate(card.id, { onSuccess: (info) => window.location.assign(info.payUrl) })}
        onView={() => navigate(card.usable ? INQUIRY_PATHS.serviceInfo : CARD_PATHS.list)}
      />
    </>
  );
}
