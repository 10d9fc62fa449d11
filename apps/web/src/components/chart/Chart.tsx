import { Skeleton } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { lazy, Suspense } from 'react';

export interface ChartProps {
  /** An ECharts option: bar, line and pie series with grid, dataset, legend and tooltip. */
  option: EChartsCoreOption;
  height?: number;
  /** What the chart shows, in words, for screen readers. */
  label: string;
}

const EChart = lazy(() => import('./EChart'));

/** A chart whose drawing code (ECharts) is fetched the first time a page shows one. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 260 }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
