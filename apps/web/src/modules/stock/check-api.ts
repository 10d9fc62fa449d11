import type { Page, Wire } from '@smdp/contracts';
import type {
  CheckCountInput,
  CheckInput,
  Check as CheckShape,
  CountDifference as CountDifferenceShape,
} from '@smdp/contracts/stock';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/http';

export {
  CHECK_SCOPES,
  CHECK_STATES,
  type CheckAction,
  type CheckScope,
  type CheckState,
  checkMachine,
  stockCheckCodes,
  stockTaskCodes,
} from '@smdp/contracts/stock';

export const CHECK_API = '/smdp-stock/check';
export const COUNT_DIFFERENCES_API = '/smdp-stock/report/count-differences';

export type Check = Wire<CheckShape>;
export type CheckLine = Check['lines'][number];
export type CountDifference = Wire<CountDifferenceShape>;
export type Assignee = { id: string; account: string; realName: string | null };

export const checkKeys = {
  all: ['stock', 'check'] as const,
  check: (id: string) => [...checkKeys.all, id] as const,
  mine: () => [...checkKeys.all, 'mine'] as const,
  assignees: (warehouseId: string) => [...checkKeys.all, 'assignees', warehouseId] as const,
};

export const createCheck = (body: z.input<typeof CheckInput>) => post<Check>(`${CHECK_API}/create`, body);
export const saveCounts = (body: z.input<typeof CheckCountInput>) => post<Check>(`${CHECK_API}/count`, body);
/** One action of the check's machine: `start`, `submit`, `approve`, `post`, `cancel`. */
export const moveCheck = (action: string, check: Pick<Check, 'id' | 'version'>) =>
  post<Check>(`${CHECK_API}/${action}`, { id: check.id, version: check.version });

export const useCheck = (id: string | null) =>
  useQuery({
    queryKey: checkKeys.check(id ?? ''),
    queryFn: () => get<Check>(`${CHECK_API}/detail`, { id }),
    enabled: Boolean(id),
  });

export const useMyChecks = () =>
  useQuery({
    queryKey: checkKeys.mine(),
    queryFn: async () => (await get<Page<Check>>(`${CHECK_API}/task-list`, { size: 100 })).records,
  });

export const useAssignees = (warehouseId: string | undefined) =>
  useQuery({
    queryKey: checkKeys.assignees(warehouseId ?? ''),
    queryFn: () => get<Assignee[]>(`${CHECK_API}/assignees`, { warehouseId }, { quiet: true }),
    enabled: Boolean(warehouseId),
  });

/** The line a scanned code names: its goods' barcode or SKU, any case, spaces trimmed. */
export function lineOfCode(lines: readonly CheckLine[], code: string): CheckLine | undefined {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return undefined;
  return lines.find((line) => line.barcode?.toLowerCase() === wanted || line.sku.toLowerCase() === wanted);
}
