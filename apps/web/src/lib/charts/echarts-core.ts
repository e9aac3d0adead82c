import { LineChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts, tree-shaken to what the trend charts draw: line series, reference bands (markArea)
 * and lines (markLine), grid, tooltip, legend, on canvas. Imported only through `TrendChart`'s
 * dynamic import, so only the screens that chart load it.
 */
use([
  LineChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

export { init };
