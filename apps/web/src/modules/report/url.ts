import type { FilterValues } from './api';
import type { ReportDefinition, ReportFilter } from './definition';

/** The query key naming the open report: `/report/index?report=sales`. */
export const REPORT_PARAM = 'report';

/** The query keys a report's filters use: a choice's own key, a period's two day keys. */
const filterKeys = (filters: ReportFilter[]) =>
  filters.flatMap((filter) =>
    filter.kind === 'select' ? [filter.key] : [`${filter.key}_datege`, `${filter.key}_datelt`],
  );

/** The filters an address asks for (a dashboard tile's link, a reload), over the report's defaults. */
export function filtersFromUrl(
  definition: Pick<ReportDefinition<unknown>, 'filters' | 'defaults'>,
  search: string,
): FilterValues {
  const params = new URLSearchParams(search);
  const asked = filterKeys(definition.filters).flatMap((key) => {
    const value = params.get(key)?.trim();
    return value ? [[key, value] as const] : [];
  });
  return { ...definition.defaults, ...Object.fromEntries(asked) };
}

/** The address of a report run with these filters, so that it can be reloaded, linked and gone back to. */
export function reportSearch(code: string, filters: FilterValues = {}): string {
  return `?${new URLSearchParams({ [REPORT_PARAM]: code, ...filters })}`;
}
