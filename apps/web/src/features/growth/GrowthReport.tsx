import type { GrowthView } from '@kanghu/shared';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EChart } from '../../lib/charts/EChart.tsx';
import health from '../../ui/HealthScreen.module.css';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { growthChartOption } from './chart-option.ts';
import css from './Growth.module.css';
import { GROWTH_PATHS, withChild } from './paths.ts';
import { useGrowthReport } from './queries.ts';

/** The growth report of one child: readings, flags, the charts with the P3-P97 band, target height. */
export function GrowthReport({ patientId, canRecord = true }: { patientId: number; canRecord?: boolean }) {
  const report = useGrowthReport(patientId);
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  return <ReportBody g={report.data} canRecord={canRecord} />;
}

function ReportBody({ g, canRecord }: { g: GrowthView; canRecord: boolean }) {
  const navigate = useNavigate();
  const [tab, setTab] = useState(g.charts[0]?.indicator ?? 'lhfa');
  const chart = g.charts.find((c) => c.indicator === tab) ?? g.charts[0];
  const latest = g.points[g.points.length - 1];
  const record = canRecord && (
    <Button
      size="small"
      color="primary"
      onClick={() => navigate(withChild(GROWTH_PATHS.record, g.patientId))}
    >
      记录身高体重
    </Button>
  );
  return (
    <>
      <section className={health.card} aria-label="生长评价">
        <div className={health.cardTitle}>
          {g.name}
          {latest?.ageText ? ` · ${latest.ageText}` : ''}
        </div>
        <p className={css.standard}>评价标准：{g.standard.name}</p>
        {g.standard.note && <p className={css.note}>{g.standard.note}</p>}
        {g.points.length === 0 ? (
          <EmptyState title="还没有身高体重记录">{record}</EmptyState>
        ) : (
          <>
            {g.readings.map((r) => (
              <p key={r} className={css.reading} data-testid="growth-reading">
                {r}
              </p>
            ))}
            {g.flags.map((f) => (
              <p key={f} className={css.flag} data-testid="growth-flag">
                {f}
              </p>
            ))}
            {latest?.boneAge != null && (
              <p className={css.target}>
                骨龄 {latest.boneAge} 岁（{latest.boneAgeMethod === 'RUS' ? 'RUS-CHN 法' : '腕骨法'}
                ），实际年龄 {latest.ageText}
              </p>
            )}
          </>
        )}
        {g.expected && (
          <p className={css.target}>
            遗传靶身高 {g.expected.height} cm（{g.expected.low}～{g.expected.high} cm，{g.expected.formula}）
          </p>
        )}
        {g.heightVelocity !== null && <p className={css.target}>生长速度 {g.heightVelocity} cm/年</p>}
      </section>
      {chart && (
        <section className={health.card} aria-label="生长曲线">
          <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} className={health.tabs}>
            {g.charts.map((c) => (
              <Tabs.Tab key={c.indicator} title={c.title.replace(/（.*）/, '')} />
            ))}
          </Tabs>
          <EChart
            option={growthChartOption(chart, chart.indicator === 'lhfa' ? g.expected?.height : null)}
            label={`${chart.title}生长曲线（${chart.unit}），${chart.points.length} 个测量点`}
          />
          <p className={css.standard}>
            {chart.title}，单位 {chart.unit}。曲线：{chart.standard} 的 P3、P15、P50、P85、P97，阴影为
            P3～P97；蓝点为孩子的测量值
          </p>
        </section>
      )}
      {g.points.length > 0 && <div className={health.actions}>{record}</div>}
    </>
  );
}
