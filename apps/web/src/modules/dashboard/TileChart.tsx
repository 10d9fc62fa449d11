import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../components/chart/Chart';
import type { DashboardTileCode, TileSeries } from './api';
import { figureText } from './figures';

/** `yyyy-MM-dd` as a short day of the user's language (the server counted days in the user's zone). */
const dayLabel = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A tile's series as a bar chart (ECharts, fetched the first time a chart shows). */
export function TileChart({ code, series }: { code: DashboardTileCode; series: TileSeries }) {
  const { t, i18n } = useTranslation('dashboard');
  const option = useMemo(() => {
    // A day is written in the user's language; a name as it is; no name (buyers without a region) in words.
    const labels = series.points.map(({ label }) =>
      /^\d{4}-\d{2}-\d{2}$/.test(label) ? dayLabel(label, i18n.language) : label || t('noRegion'),
    );
    const format = (value: unknown) => figureText({ kind: series.kind, value: String(value) }, i18n.language, null);
    return {
      grid: { left: 8, right: 8, top: 16, bottom: 8 },
      tooltip: { trigger: 'axis', valueFormatter: format },
      xAxis: { type: 'category', data: labels },
      yAxis: { type: 'value', max: series.kind === 'percent' ? 100 : undefined },
      series: [{ type: 'bar', data: series.points.map((point) => Number(point.value)), name: t(`tiles.${code}`) }],
    };
  }, [series, code, t, i18n.language]);
  if (!series.points.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />;
  return <Chart option={option} height={180} label={t(`charts.${code}`)} />;
}
