import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartProps } from './Chart';

// Only what the portal's charts draw is registered, so the chunk stays small (tree-shaken ECharts).
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

/** Draws one ECharts option; loaded only through `Chart`, so pages without charts never fetch ECharts. */
export default function EChart({ option, height = 260, label }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = echarts.init(host.current, undefined, { renderer: 'svg' });
    const resize = new ResizeObserver(() => chart.resize());
    resize.observe(host.current);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, []);
  useEffect(() => {
    if (!host.current) return;
    echarts.getInstanceByDom(host.current)?.setOption(option, true);
  }, [option]);
  // ECharts' own aria text is English only; the page's translated label speaks for the chart instead.
  return <div ref={host} role="img" aria-label={label} style={{ width: '100%', height }} />;
}
