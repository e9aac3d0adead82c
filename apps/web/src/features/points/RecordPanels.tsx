import { dateTimeText } from '@kanghu/shared';
import { Button, List, Tag } from 'antd-mobile';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import styles from './Points.module.css';
import { type Direction, useExchangeRecords, usePointsRecords } from './queries.ts';

function More({ has, loading, onMore }: { has: boolean; loading: boolean; onMore: () => void }) {
  if (!has) return null;
  return (
    <div className={styles.more}>
      <Button size="small" fill="outline" loading={loading} onClick={onMore}>
        加载更多
      </Button>
    </div>
  );
}

/** 积分明细: the ledger, newest first, each entry with its running balance. */
export function LedgerPanel({ direction, unit }: { direction: Direction; unit: string }) {
  const q = usePointsRecords(direction);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const list = q.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title={`暂无${unit}记录`} />;
  return (
    <>
      <section aria-label={`${unit}明细`}>
        <List>
          {list.map((e) => (
            <List.Item
              key={e.id}
              description={`${dateTimeText(e.createdAt)} · 余额 ${e.balanceAfter}`}
              extra={
                <span className={e.amount > 0 ? styles.plus : styles.minus}>
                  {e.amount > 0 ? `+${e.amount}` : e.amount}
                </span>
              }
            >
              {e.label}
              {e.note ? `：${e.note}` : ''}
            </List.Item>
          ))}
        </List>
      </section>
      <More has={q.hasNextPage} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}

/** 兑换记录: the caller's exchanges with the delivery address (phone masked). */
export function ExchangePanel({ unit }: { unit: string }) {
  const q = useExchangeRecords();
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const list = q.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyState title="暂无兑换记录" />;
  return (
    <>
      <section aria-label="兑换记录">
        <List>
          {list.map((r) => (
            <List.Item
              key={r.id}
              description={
                <>
                  <div>
                    {r.name} {r.tel} · {r.address}
                  </div>
                  <div>{dateTimeText(r.createdAt)}</div>
                </>
              }
              extra={
                <Tag color={r.state === 'shipped' ? 'success' : 'warning'} fill="outline">
                  {r.state === 'shipped' ? '已发货' : '待发货'}
                </Tag>
              }
            >
              {r.title}{' '}
              <span className={styles.minus}>
                -{r.integral}
                {unit}
              </span>
            </List.Item>
          ))}
        </List>
      </section>
      <More has={q.hasNextPage} loading={q.isFetchingNextPage} onMore={() => void q.fetchNextPage()} />
    </>
  );
}
