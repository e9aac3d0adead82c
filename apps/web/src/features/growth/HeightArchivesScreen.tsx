import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { dateText } from '../../ui/format.ts';
import health from '../../ui/HealthScreen.module.css';
import { PageBar } from '../../ui/PageBar.tsx';
import { EmptyState, ErrorState, errorMessage, LoadingState } from '../../ui/StateViews.tsx';
import { ChildPicker } from './ChildPicker.tsx';
import css from './Growth.module.css';
import { GROWTH_PATHS, withChild } from './paths.ts';
import { useGrowthReport } from './queries.ts';

/** 身高档案 (/app/yingkang/user/baby/height/archives): every measurement with its percentiles. */
export default function HeightArchivesScreen() {
  return (
    <main className={health.page}>
      <PageBar title="身高档案" fallback={GROWTH_PATHS.babyDetail} />
      <ChildPicker>{(child) => <Archives key={child.id} patientId={child.id} />}</ChildPicker>
    </main>
  );
}

const pct = (p?: { percentile: number }) => (p ? `P${Math.round(p.percentile)}` : '');

function Archives({ patientId }: { patientId: number }) {
  const navigate = useNavigate();
  const report = useGrowthReport(patientId);
  const record = (
    <Button size="small" color="primary" onClick={() => navigate(withChild(GROWTH_PATHS.record, patientId))}>
      记录身高体重
    </Button>
  );
  if (report.isPending) return <LoadingState />;
  if (report.isError)
    return <ErrorState message={errorMessage(report.error)} onRetry={() => void report.refetch()} />;
  const g = report.data;
  if (g.points.length === 0) return <EmptyState title="还没有身高体重记录">{record}</EmptyState>;
  return (
    <>
      <section className={health.card} aria-label="测量记录">
        <div className={health.cardTitle}>
          {g.name} · {g.points.length} 次测量
        </div>
        <p className={css.standard}>百分位按 {g.standard.name} 计算</p>
        {[...g.points].reverse().map((p) => {
          const h = p.indicators.find((i) => i.indicator === 'lhfa');
          const w = p.indicators.find((i) => i.indicator === 'wfa');
          return (
            <div key={`${p.time}-${p.source}`} className={css.pointRow} data-testid="archive-row">
              <div>
                <div>{dateText(new Date(p.time))}</div>
                <div className={css.pct}>{p.ageText ?? ''}</div>
              </div>
              <div className={css.pointValues}>
                {p.height !== null && (
                  <div>
                    身高 {p.height} cm <span className={css.pct}>{pct(h)}</span>
                  </div>
                )}
                {p.weight !== null && (
                  <div>
                    体重 {p.weight} kg <span className={css.pct}>{pct(w)}</span>
                  </div>
                )}
                {p.headCircumference !== null && <div className={css.pct}>头围 {p.headCircumference} cm</div>}
                {p.boneAge !== null && <div className={css.pct}>骨龄 {p.boneAge} 岁</div>}
                {p.indicators.some((i) => i.flag) && <div className={css.flag}>需关注</div>}
              </div>
            </div>
          );
        })}
      </section>
      <div className={health.actions}>
        <Button size="small" onClick={() => navigate(withChild(GROWTH_PATHS.report, patientId))}>
          查看生长曲线
        </Button>
        {record}
      </div>
    </>
  );
}
