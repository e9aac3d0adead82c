import { useEffect, useRef, useState } from 'react';
import styles from './TrendChart.module.css';
import { type TrendSpec, trendOption } from './trend-options.ts';

type Chart = ReturnType<typeof import('./echarts-core.ts').init>;

/** ECharts loads with the first chart shown, never with the app. */
const loadEcharts = () => import('./echarts-core.ts');

/**
 * A trend chart (time on x, readings on y) with reference bands. The canvas is drawn by ECharts,
 * loaded on demand; `label` names the chart for screen readers.
 */
export function TrendChart({
  spec,
  label,
  height = 260,
}: {
  spec: TrendSpec;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const [failed, setFailed] = useState(false);
  const option = trendOption(spec);
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
      data-testid="trend-chart"
    />
  );
}
