import { useEffect, useRef, useState } from 'react';
import styles from './TrendChart.module.css';

type Chart = ReturnType<typeof import('./echarts-core.ts').init>;
type Option = Parameters<Chart['setOption']>[0];

/** ECharts loads with the first chart shown, never with the app. */
const loadEcharts = () => import('./echarts-core.ts');

/**
 * A chart drawn from a ready ECharts option (the growth charts; TrendChart builds its option and
 * draws through this): ECharts is loaded on demand, the canvas follows the box's size and is
 * disposed with it. `label` names the chart for screen readers.
 */
export function EChart({
  option,
  label,
  height = 280,
  testId = 'growth-chart',
}: {
  option: Option;
  label: string;
  height?: number;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | null = null;
    loadEcharts()
      .then(({ init }) => {
        if (disposed || !box.current) return;
        const instance = init(box.current, undefined, { renderer: 'canvas' });
        chart.current = instance;
        instance.setOption(latest.current);
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(box.current);
      })
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  });

  if (failed) return <div className={styles.failed}>图表加载失败，请刷新重试</div>;
  return (
    <div
      ref={box}
      className={styles.chart}
      style={{ height }}
      role="img"
      aria-label={label}
      data-testid={testId}
    />
  );
}
