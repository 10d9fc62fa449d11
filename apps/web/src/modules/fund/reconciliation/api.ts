import type { Page, Wire } from '@smdp/contracts';
import type {
  ReconciliationBoard as BoardShape,
  ReconciliationAdjustInput,
  ReconciliationDisputeInput,
  ReconciliationDraftInput,
  Reconciliation as ReconciliationShape,
} from '@smdp/contracts/fund';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../../lib/http';

export {
  RECONCILIATION_BOARD,
  RECONCILIATION_STATES,
  type ReconciliationState,
  reconciliationCodes,
} from '@smdp/contracts/fund';

export const RECONCILIATION_API = '/smdp-finance/reconciliation';
export const RECONCILIATION_MENU = 'reconciliation';

export type Reconciliation = Wire<ReconciliationShape>;
export type ReconciliationBoard = Wire<BoardShape>;
export type Line = Reconciliation['lines'][number];

export const reconciliationKeys = {
  all: ['reconciliation'] as const,
  board: () => [...reconciliationKeys.all, 'board'] as const,
  detail: (id: string) => [...reconciliationKeys.all, 'detail', id] as const,
};

export const useBoard = () =>
  useQuery({
    queryKey: reconciliationKeys.board(),
    queryFn: () => get<ReconciliationBoard>(`${RECONCILIATION_API}/board`),
  });

export const useReconciliation = (id: string) =>
  useQuery({
    queryKey: reconciliationKeys.detail(id),
    queryFn: () => get<Reconciliation>(`${RECONCILIATION_API}/detail`, { id }),
  });

export const draftStatement = (body: z.input<typeof ReconciliationDraftInput>) =>
  post<Reconciliation>(`${RECONCILIATION_API}/save`, body);

/** issue, confirm, reissue, or void with a reason. */
export const moveStatement = (
  action: 'issue' | 'confirm' | 'reissue' | 'void',
  statement: Reconciliation,
  more: { remark?: string; signedFileId?: string } = {},
) => post<Reconciliation>(`${RECONCILIATION_API}/${action}`, { id: statement.id, version: statement.version, ...more });

export const disputeStatement = (body: z.input<typeof ReconciliationDisputeInput>) =>
  post<Reconciliation>(`${RECONCILIATION_API}/dispute`, body);

export const adjustStatement = (body: z.input<typeof ReconciliationAdjustInput>) =>
  post<Reconciliation>(`${RECONCILIATION_API}/adjust`, body);

export type ListPage = Page<Reconciliation>;
