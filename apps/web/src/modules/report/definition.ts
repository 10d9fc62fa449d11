import type { EChartsCoreOption } from 'echarts/core';

/** The areas of domain.md §11 the report centre groups its reports by. */
export type ReportArea = 'orders' | 'stock' | 'finance' | 'network' | 'field';

/** How a column's value reads: money and quantities as decimal strings, counts, rates in percent, text. */
export type ColumnKind = 'money' | 'qty' | 'count' | 'percent' | 'text';

export type ReportColumn<R> = {
  key: keyof R & string;
  /** Already translated. */
  label: string;
  kind: ColumnKind;
  width?: number;
  /** The text shown and exported, when it is not the value itself (a code and a name). */
  text?: (row: R) => string;
};

/**
 * A filter: a choice among options (one query key, `groupBy_equal`), or a period of posting days (the
 * keys `<key>_datege` and `<key>_datelt`, the end exclusive as the list dialect has it).
 */
export type ReportFilter =
  | { kind: 'select'; key: string; label: string; options: { value: string; label: string }[]; required?: boolean }
  | { kind: 'period'; key: string; label: string };

/** One report of the centre: its list call, filters, columns and chart. Labels are already translated. */
export type ReportDefinition<R> = {
  code: string;
  area: ReportArea;
  title: string;
  description: string;
  path: string;
  filters: ReportFilter[];
  /** The filter values a fresh page runs with. */
  defaults: Record<string, string>;
  columns: ReportColumn<R>[];
  rowKey: (row: R) => string;
  /** The chart of the rows on the page (an ECharts option for `Chart`). */
  chart: (rows: R[]) => EChartsCoreOption;
};

/** A report that lives on another page (the stock and finance reports): the centre links to it. */
export type LinkedReport = { code: string; area: ReportArea; title: string; description: string; menuPath: string };

/** A bar chart of one or more figures per category, the figures given as decimal strings or numbers. */
export function barOption(
  categories: string[],
  series: { name: string; values: (string | number)[]; stack?: string }[],
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 8, right: 8, bottom: 8, top: 32, containLabel: true },
    xAxis: { type: 'category', data: categories, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: { type: 'value' },
    series: series.map(({ name, values, stack }) => ({
      type: 'bar',
      name,
      ...(stack ? { stack } : {}),
      data: values.map(Number),
    })),
  };
}

/** A pie of one figure per category. */
export function pieOption(name: string, slices: { name: string; value: string | number }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item' },
    legend: { top: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        name,
        radius: ['35%', '65%'],
        top: 24,
        data: slices.map((s) => ({ ...s, value: Number(s.value) })),
      },
    ],
  };
}
