import { Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { PageBar } from '../../ui/PageBar.tsx';
import { SessionGate } from '../../ui/SessionGate.tsx';
import { GoodsPanel } from './GoodsPanel.tsx';
import styles from './Points.module.css';
import { PointsHero } from './PointsHero.tsx';
import { ExchangePanel, LedgerPanel } from './RecordPanels.tsx';

export type PointsTab = 'mall' | 'ledger' | 'exchange';
const TABS: PointsTab[] = ['mall', 'ledger', 'exchange'];

export interface PointsScreenProps {
  title: string;
  /** 积分, or 健康币 on the yuhang pages (the same ledger). */
  unit: string;
  fallback: string;
  initialTab?: PointsTab;
}

/**
 * The points page shared by /education/points, /app/linan/points/index and the yuhang health-coin
 * pages: balance and sign-in, how points are earned, the mall, the ledger and the exchanges.
 */
export function PointsScreen({ title, unit, fallback, initialTab = 'mall' }: PointsScreenProps) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as PointsTab | null;
  const tab = asked && TABS.includes(asked) ? asked : initialTab;
  return (
    <main className={styles.page}>
      <PageBar title={title} fallback={fallback} />
      <SessionGate>
        {() => (
          <>
            <PointsHero unit={unit} />
            <Tabs activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
              <Tabs.Tab title={`${unit}商城`} key="mall">
                <GoodsPanel unit={unit} />
              </Tabs.Tab>
              <Tabs.Tab title={`${unit}明细`} key="ledger">
                <LedgerPanel direction={undefined} unit={unit} />
              </Tabs.Tab>
              <Tabs.Tab title="兑换记录" key="exchange">
                <ExchangePanel unit={unit} />
              </Tabs.Tab>
            </Tabs>
          </>
        )}
      </SessionGate>
    </main>
  );
}
