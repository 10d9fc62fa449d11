import type { Page, Wire } from '@smdp/contracts';
import type {
  OrderSummary,
  ReturnableOrder as ReturnableShape,
  ReturnDraftInput,
  ReturnReceiveInput,
  ReturnDetail as ReturnShape,
} from '@smdp/contracts/order';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { openStandalone } from '../../../lib/child-window';
import { get, post } from '../../../lib/http';

export {
  RETURN_STATES,
  type ReturnAction,
  type ReturnStateName,
  returnCodes,
  returnMachine,
} from '@smdp/contracts/order';

export const RETURN_API = '/smdp-order/return';
/** The menu code of the returns page, which its button codes start with. */
export const RETURN_MENU = 'order_return';

export type ReturnDetail = Wire<ReturnShape>;
export type ReturnableOrder = Wire<ReturnableShape>;
export type ReturnSummary = Wire<OrderSummary>;

export const returnKeys = {
  all: ['orderReturn'] as const,
  one: (id: string) => [...returnKeys.all, 'one', id] as const,
  returnable: (orderId: string) => [...returnKeys.all, 'returnable', orderId] as const,
};

export const saveReturn = (body: z.input<typeof ReturnDraftInput>) => post<ReturnDetail>(`${RETURN_API}/save`, body);
/** One action of the machine but `receive`: submit, approve, reject (with its reason), ship, refund, cancel. */
export const moveReturn = (action: string, ret: Pick<ReturnDetail, 'id' | 'version'>, remark?: string) =>
  post<ReturnDetail>(`${RETURN_API}/${action}`, { id: ret.id, version: ret.version, remark });
export const receiveReturn = (body: z.input<typeof ReturnReceiveInput>) =>
  post<ReturnDetail>(`${RETURN_API}/receive`, body);

export const useReturn = (id: string | null) =>
  useQuery({
    queryKey: returnKeys.one(id ?? ''),
    queryFn: () => get<ReturnDetail>(`${RETURN_API}/detail`, { id: id ?? '' }),
    enabled: Boolean(id),
  });

export const useReturnable = (orderId: string | null) =>
  useQuery({
    queryKey: returnKeys.returnable(orderId ?? ''),
    queryFn: () => get<ReturnableOrder>(`${RETURN_API}/returnable`, { orderId: orderId ?? '' }),
    enabled: Boolean(orderId),
  });

/** Sale orders something was delivered on, found by their number (the original a return starts from). */
export const findReturnableOrders = async (docNo: string) =>
  (
    await get<Page<ReturnSummary>>('/smdp-order/order/list', {
      docNo_like: docNo,
      type_equal: 'SALE',
      size: 20,
    })
  ).records.filter((order) => ['PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CLOSED'].includes(order.state));

/** The standalone new-return window of an order (spec §2 `orderReturnNew`). */
export const openReturnNew = (orderId: string) => openStandalone('orderReturnNew', { orderId });
/** The message the window sends its opener once it saved a return. */
export const RETURN_SAVED = 'order.returnSaved';

type WarehouseChoice = { id: string; code: string; name: string; ownerCustomerId: string | null };

/** The buyer's own warehouses the caller sees (a distributor's): where returned goods leave from. */
export const useBuyerWarehouses = (buyerPartyId: string | null) =>
  useQuery({
    queryKey: [...returnKeys.all, 'warehouses', buyerPartyId ?? ''] as const,
    queryFn: async () =>
      (await get<WarehouseChoice[]>('/smdp-stock/report/warehouses', undefined, { quiet: true })).filter(
        (warehouse) => warehouse.ownerCustomerId === buyerPartyId,
      ),
    enabled: Boolean(buyerPartyId),
  });
