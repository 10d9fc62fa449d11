import type { Wire } from '@smdp/contracts';
import type { TransferInput, TransferReceiveInput, Transfer as TransferShape } from '@smdp/contracts/stock';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/http';
import { stockKeys } from './api';

export {
  TRANSFER_STATES,
  type TransferAction,
  type TransferState,
  transferCodes,
  transferMachine,
} from '@smdp/contracts/stock';

export const TRANSFER_API = '/smdp-stock/transfer';
/** The menu code of the page, which its button codes start with. */
export const TRANSFER_MENU = 'stock_transfer';

export type Transfer = Wire<TransferShape>;

const transferKeys = {
  one: (id: string) => [...stockKeys.all, 'transfer', id] as const,
};

export const saveTransfer = (body: z.input<typeof TransferInput>) => post<Transfer>(`${TRANSFER_API}/submit`, body);
export const receiveTransfer = (body: z.input<typeof TransferReceiveInput>) =>
  post<Transfer>(`${TRANSFER_API}/receive`, body);
/** One action of the machine other than `receive`: `confirm`, `ship`, `close`, `cancel`. */
export const moveTransfer = (action: string, transfer: Transfer) =>
  post<Transfer>(`${TRANSFER_API}/${action}`, { id: transfer.id, version: transfer.version });

export const useTransfer = (id: string) =>
  useQuery({ queryKey: transferKeys.one(id), queryFn: () => get<Transfer>(`${TRANSFER_API}/detail`, { id }) });
