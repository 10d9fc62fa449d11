import type { TableLayout } from '@smdp/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../lib/http';
import { useSession } from '../lib/session';
import { arrangeColumns, type ColumnState, layoutOf } from './layout';
import type { CrudField } from './types';

const SAVED = '/blade-system/pageTableSetting/bydetail';
const SAVE = '/blade-system/pageTableSetting/submit';
const FORGET = '/blade-system/pageTableSetting/remove';
const DEFAULT = '/blade-system/tableInitializeConfig';

/** The user's saved arrangement of a list's columns (else the tenant's default), and how to change it. */
export function useTableLayout<R>(pageCode: string, fields: CrudField<R>[]) {
  const client = useQueryClient();
  // Per user: another account signing in on this tab must not see the previous one's arrangement.
  const userId = useSession((state) => state.user?.user_id);
  const key = ['table-layout', userId, pageCode];
  const layout = useQuery({
    queryKey: key,
    queryFn: async (): Promise<TableLayout | null> =>
      (await get<TableLayout | null>(SAVED, { pageCode }, { quiet: true })) ??
      get<TableLayout | null>(DEFAULT, { pageCode }, { quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const columns: ColumnState[] = arrangeColumns(fields, layout.data ?? null);
  return {
    columns,
    pageSize: layout.data?.pageSize,
    ready: !layout.isPending,
    async save(next: ColumnState[], pageSize?: number) {
      const config = layoutOf(next, pageSize);
      await post(SAVE, { pageCode, config });
      client.setQueryData(key, config);
    },
    async reset() {
      await post(FORGET, undefined, { query: { pageCode } });
      await client.invalidateQueries({ queryKey: key });
    },
  };
}
