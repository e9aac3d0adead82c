import type { GoodsView } from '@kanghu/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ExchangePopup } from './ExchangePopup.tsx';
import styles from './Points.module.css';
import { useGoods, usePointsSummary } from './queries.ts';

/** The points mall: goods with price and stock; 兑换 opens the address form. */
export function GoodsPanel({ unit }: { unit: string }) {
  const goods = useGoods();
  const summary = usePointsSummary();
  const [picked, setPicked] = useState<GoodsView | null>(null);
  if (goods.isPending) return <LoadingState />;
  if (goods.isError)
    return <ErrorState message={errorMessage(goods.error)} onRetry={() => void goods.refetch()} />;
  const balance = summary.data?.balance ?? 0;
  if (goods.data.list.length === 0) return <EmptyState title="暂无可兑换的商品" />;
  return (
    <section className={styles.section} aria-label="积分商城">
      {goods.data.list.map((g) => (
        <article key={g.id} className={styles.goods} aria-label={g.title}>
          <span className={styles.goodsIcon} aria-hidden="true">
            礼
          </span>
          <div className={styles.goodsBody}>
            <div className={styles.goodsTitle}>{g.title}</div>
            <div className={styles.goodsInfo}>{g.info}</div>
            <div className={styles.goodsFoot}>
              <span>
                <span className={styles.plus}>
                  {g.integral}
                  {unit}
                </span>{' '}
                · 库存 {g.stock}
              </span>
              <Button
                size="mini"
                color="primary"
                shape="rounded"
                disabled={g.stock === 0 || balance < g.integral}
                onClick={() => setPicked(g)}
              >
                {g.stock === 0 ? '已兑完' : balance < g.integral ? `${unit}不足` : '兑换'}
              </Button>
            </div>
          </div>
        </article>
      ))}
      <ExchangePopup goods={picked} unit={unit} onClose={() => setPicked(null)} />
    </section>
  );
}
