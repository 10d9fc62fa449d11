import type { Page, Wire } from '@smdp/contracts';
import type { FilterSet } from '@smdp/contracts/report';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/http';
import { useSession } from '../../lib/session';

/** The report centre's reports (paged lists in the list dialect) and each account's saved filter sets. */
export const REPORT_API = '/smdp-report/report';
const FILTER_SET_API = '/smdp-report/filter-set';

/** A report's filter values, as the list call's query keys (`groupBy_equal`, `postingDate_datege`). */
export type FilterValues = Record<string, string>;
export type SavedFilterSet = Wire<FilterSet>;

export const reportKeys = {
  rows: (path: string, query: object) => ['report', path, query] as const,
  filterSets: (userId: string | undefined, reportCode: string) => ['report-filter-sets', userId, reportCode] as const,
};

/** One page of a report for the applied filters. */
export function useReportRows<R>(path: string, query: Record<string, string | number>) {
  return useQuery({
    queryKey: reportKeys.rows(path, query),
    queryFn: () => get<Page<R>>(path, query),
  });
}

/** The caller's saved filter sets of a report, and how to save and delete them. */
export function useFilterSets(reportCode: string) {
  const client = useQueryClient();
  const userId = useSession((state) => state.user?.user_id);
  const key = reportKeys.filterSets(userId, reportCode);
  const sets = useQuery({
    queryKey: key,
    queryFn: () => get<SavedFilterSet[]>(`${FILTER_SET_API}/list`, { reportCode }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const save = useMutation({
    mutationFn: (input: { name: string; filters: FilterValues }) =>
      post<SavedFilterSet>(`${FILTER_SET_API}/submit`, { reportCode, ...input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => post<boolean>(`${FILTER_SET_API}/remove`, undefined, { query: { id } }),
    onSuccess: refresh,
  });
  return { sets: sets.data ?? [], save, remove };
}
