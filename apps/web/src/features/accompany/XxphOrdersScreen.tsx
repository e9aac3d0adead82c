import { ACCOMPANY_STATE_LABELS, ACCOMPANY_STATES, type AccompanyState } from '@kanghu/shared';
import { Button, PullToRefresh, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApp } from '../../app/app-context.ts';
import styles from '../../ui/HealthScreen.module.css';
import { BarLink, TabBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import css from './Accompany.module.css';
import { OrderLines, OrderStateTag } from './OrderParts.tsx';
import { orderPath, XXPH_PATHS } from './paths.ts';
import { useAccompanyOrders, useReceiveOrder } from './queries.ts';

/** /app/xxph/doctor/index/order (default tab): accompany orders of the patients the servicer sees, by state. */
export default function XxphOrdersScreen() {
  const [tab, setTab] = useState<AccompanyState>('created');
  return (
    <main className={styles.page}>
      <TabBar title="陪诊订单" right={<BarLink to={XXPH_PATHS.about} label="关于我们" />} />
      <Tabs activeKey={tab} onChange={(k) => setTab(k as AccompanyState)} className={styles.tabs}>
        {ACCOMPANY_STATES.map((s) => (
          <Tabs.Tab key={s} title={ACCOMPANY_STATE_LABELS[s]} />
        ))}
      </Tabs>
      <Orders state={tab} />
    </main>
  );
}

function Orders({ state }: { state: AccompanyState }) {
  const { ui } = useApp();
  const navigate = useNavigate();
  const list = useAccompanyOrders(state);
  const receive = useReceiveOrder();
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  return (
    <PullToRefresh onRefresh={async () => void (await list.refetch())}>
      {list.data.list.length === 0 ? (
        <EmptyState title={`暂无${ACCOMPANY_STATE_LABELS[state]}的订单`} />
      ) : (
        list.data.list.map((o) => (
          <article key={o.id} className={css.order} aria-label={`${o.patientName}的陪诊订单`}>
            <div className={css.head}>
              <span className={css.title}>{o.patientName}</span>
              <OrderStateTag order={o} />
            </div>
            <OrderLines order={o} />
            <div className={styles.actions}>
              <Button size="small" fill="outline" shape="rounded" onClick={() => navigate(orderPath(o.id))}>
                查看详情
              </Button>
              {o.state === 'created' && (
                <Button
                  size="small"
                  color="primary"
                  shape="rounded"
                  loading={receive.isPending && receive.variables === o.id}
                  onClick={() =>
                    receive.mutate(o.id, {
                      onSuccess: () => {
                        ui.toast('接单成功');
                        navigate(orderPath(o.id));
                      },
                    })
                  }
                >
                  接单
                </Button>
              )}
            </div>
          </article>
        ))
      )}
    </PullToRefresh>
  );
}
