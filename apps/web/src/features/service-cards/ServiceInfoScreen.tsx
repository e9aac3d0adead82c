import { centsToYuan, type ServiceCardView } from '@kanghu/shared';
import { useNavigate, useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { PayFooter } from '../../ui/PayFooter.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from '../inquiry/Consult.module.css';
import { idParam } from '../inquiry/paths.ts';
import cards from './Cards.module.css';
import { isMissing, packageValidity } from './card-text.ts';
import { CARD_PATHS, myCardPath } from './paths.ts';
import { useBuyCard, useCardPayInfo, useServiceCard } from './queries.ts';

/** /app/yingkang/user/service/info?id=: a package, its rights and validity; buy (sandbox pay). */
export default function ServiceInfoScreen() {
  const [params] = useSearchParams();
  const id = idParam(params);
  const card = useServiceCard(id);
  let body: React.ReactNode;
  if (id === null) body = <EmptyState title="服务卡不存在" />;
  else if (card.isPending) body = <LoadingState />;
  else if (card.isError && isMissing(card.error)) body = <EmptyState title="服务卡不存在" />;
  else if (card.isError)
    body = <ErrorState message={errorMessage(card.error)} onRetry={() => void card.refetch()} />;
  else body = <CardInfo card={card.data} />;
  return (
    <main className={styles.page}>
      <PageBar title="服务卡详情" fallback={CARD_PATHS.list} />
      {body}
    </main>
  );
}

function CardInfo({ card }: { card: ServiceCardView }) {
  const navigate = useNavigate();
  const buy = useBuyCard();
  const payInfo = useCardPayInfo();
  const soldOut = card.isLimitStock && card.stockNum <= 0;
  const price = card.isFree ? 0 : card.price;
  const purchase = () =>
    buy.mutate(
      { cardId: card.id, price },
      {
        onSuccess: (bought) => {
          if (bought.state === 'active') {
            navigate(myCardPath(bought.id), { replace: true });
            return;
          }
          // The provider's cashier page (sandbox: 沙箱支付) comes back to the card's detail.
          payInfo.mutate(bought.id, {
            onSuccess: (info) => window.location.assign(info.payUrl),
            onError: () => navigate(myCardPath(bought.id), { replace: true }),
          });
        },
      },
    );
  return (
    <>
      <section className={styles.card} aria-label="服务卡信息">
        {card.coverImage && <img className={cards.cover} src={card.coverImage} alt={card.name} />}
        <div className={styles.head}>
          <h1 className={styles.title}>{card.name}</h1>
          <span className={styles.price} data-testid="card-price">
            {price === 0 ? '免费' : `¥${centsToYuan(price)}`}
          </span>
        </div>
        {card.intro && <p className={styles.text}>{card.intro}</p>}
      </section>
      <section className={styles.card} aria-label="服务权益">
        <h2 className={styles.title}>服务权益</h2>
        <ul className={cards.rights}>
          {card.interestList.map((i) => (
            <li key={i.inquiryType} className={cards.right}>
              <span>{i.name}</span>
              <span className={cards.remaining}>{i.num}次</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-label="购买须知">
        <div className={styles.row}>
          <span className={styles.label}>有效期</span>
          <span className={styles.value}>{packageValidity(card)}</span>
        </div>
        {card.isLimitStock && (
          <div className={styles.row}>
            <span className={styles.label}>库存</span>
            <span className={styles.value}>{soldOut ? '已售罄' : `剩余${card.stockNum}张`}</span>
          </div>
        )}
        <div className={styles.row}>
          <span className={styles.label}>使用方式</span>
          <span className={styles.value}>发起问诊时选择服务卡，无需再支付</span>
        </div>
        {card.tel && (
          <div className={styles.row}>
            <span className={styles.label}>咨询电话</span>
            <span className={styles.value}>{card.tel}</span>
          </div>
        )}
      </section>
      <PayFooter
        payable={!soldOut}
        amount={price}
        loading={buy.isPending || payInfo.isPending}
        freeLabel="免费领取"
        viewLabel="已售罄，看看我的服务卡"
        onPay={purchase}
        onView={() => navigate(`${CARD_PATHS.list}?tab=mine`)}
      />
    </>
  );
}
