import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import { TrendChart } from '../../../lib/charts/TrendChart.tsx';
import health from '../../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../../ui/StateViews.tsx';
import { bpTrendSpec } from '../../measurements/components/BpTrend.tsx';
import { typeTrendSpec } from '../../measurements/components/TypeHistory.tsx';
import { useHistory } from '../../measurements/queries.ts';

type Charted = 'bp' | 'bg';
const LABELS: Record<Charted, string> = { bp: '血压', bg: '血糖' };

/** The 90-day trend of blood pressure or glucose with the grade bands of the range table. */
export function TrendCard({ patientId, types }: { patientId: number; types: Charted[] }) {
  const [type, setType] = useState<Charted>(types[0] ?? 'bp');
  const history = useHistory(patientId, type, 300);
  const rows = history.data?.list ?? [];
  return (
    <section className={health.card} aria-label="趋势图">
      <h2 className={health.cardTitle}>近90天趋势</h2>
      {types.length > 1 && (
        <Tabs activeKey={type} onChange={(k) => setType(k as Charted)}>
          {types.map((t) => (
            <Tabs.Tab key={t} title={LABELS[t]} />
          ))}
        </Tabs>
      )}
      {history.isPending ? (
        <LoadingState />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => void history.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState title={`近90天暂无${LABELS[type]}记录`} />
      ) : (
        <TrendChart
          spec={type === 'bp' ? bpTrendSpec(rows) : typeTrendSpec('bg', rows)}
          label={`${LABELS[type]}趋势图（近90天）`}
          height={240}
        />
      )}
    </section>
  );
}
