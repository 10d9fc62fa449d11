import type { Page, Wire } from '@smdp/contracts';
import type {
  InboundInput,
  InboundReceiveInput,
  Inbound as InboundShape,
  OutboundInput,
  Outbound as OutboundShape,
} from '@smdp/contracts/stock';
import { inboundCodes, outboundCodes } from '@smdp/contracts/stock';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../lib/http';

export {
  INBOUND_TYPES,
  type InboundAction,
  type InboundType,
  inboundMachine,
  OUTBOUND_TYPES,
  type OutboundAction,
  type OutboundType,
  outboundMachine,
  VOUCHER_STATES,
  type VoucherState,
} from '@smdp/contracts/stock';

/** The button codes of each voucher page. */
export const CODES_OF = { inbound: inboundCodes, outbound: outboundCodes } as const;

export const INBOUND_API = '/smdp-stock/inbound';
export const OUTBOUND_API = '/smdp-stock/outbound';
/** The warehouses whose stock the caller sees (a sub-account may not read the warehouse list itself). */
const WAREHOUSE_CHOICES = '/smdp-stock/report/warehouses';
const GOODS_LIST = '/smdp-goods/goods/list';

export type VoucherKind = 'inbound' | 'outbound';
export const API_OF: Record<VoucherKind, string> = { inbound: INBOUND_API, outbound: OUTBOUND_API };

export type Inbound = Wire<InboundShape>;
export type Outbound = Wire<OutboundShape>;
export type Voucher = Inbound | Outbound;
export const isInbound = (voucher: Voucher): voucher is Inbound => 'inboundType' in voucher;

/** A warehouse and a goods as the pickers show them (both lists are scoped by the server). */
export type WarehouseChoice = { id: string; code: string; name: string; ownerCustomerId: string | null };
export type GoodsChoice = {
  id: string;
  sku: string;
  name: string;
  baseUnit: string;
  units: { unit: string; factor: string }[];
};

export const stockKeys = {
  all: ['stock'] as const,
  voucher: (kind: VoucherKind, id: string) => [...stockKeys.all, kind, id] as const,
  warehouses: () => [...stockKeys.all, 'warehouses'] as const,
  goods: () => [...stockKeys.all, 'goods'] as const,
};

export const voucherDetail = <V extends Voucher>(kind: VoucherKind, id: string) =>
  get<V>(`${API_OF[kind]}/detail`, { id });

export const saveInbound = (body: z.input<typeof InboundInput>) => post<Inbound>(`${INBOUND_API}/submit`, body);
export const saveOutbound = (body: z.input<typeof OutboundInput>) => post<Outbound>(`${OUTBOUND_API}/submit`, body);
export const receiveInbound = (body: z.input<typeof InboundReceiveInput>) =>
  post<Inbound>(`${INBOUND_API}/receive-lines`, body);

/** What a receiving form holds per line id: the received quantity and why it differs from expected. */
export type Entered = Record<string, { qty?: string; reason?: string }>;

/** A receiving form starts at the expected quantity of every line. */
export const expectedOf = (inbound: Inbound): Entered =>
  Object.fromEntries(inbound.lines.map((line) => [line.id, { qty: line.expectedQty }]));

export const receiptDiffers = (line: Inbound['lines'][number], entered: Entered) =>
  Number(entered[line.id]?.qty ?? 0) !== Number(line.expectedQty);

/** The receive-lines call of a filled receiving form. */
export const postReceipt = (inbound: Inbound, entered: Entered) =>
  receiveInbound({
    id: inbound.id,
    version: inbound.version,
    lines: inbound.lines.map((line) => ({
      id: line.id,
      receivedQty: entered[line.id]?.qty ?? '0',
      diffReason: entered[line.id]?.reason || null,
    })),
  });
export const confirmReceipt = (outbound: Outbound, warehouseId: string) =>
  post<Inbound>(`${OUTBOUND_API}/confirm-receipt`, { id: outbound.id, version: outbound.version, warehouseId });

/** One action of a voucher's machine: `confirm`, `ship`, `receive`, `cancel`, `reverse`. */
export const moveVoucher = (kind: VoucherKind, action: string, voucher: Voucher, remark?: string) =>
  post<Voucher>(`${API_OF[kind]}/${action}`, { id: voucher.id, version: voucher.version, remark });

export const useVoucher = <V extends Voucher>(kind: VoucherKind, id: string | null) =>
  useQuery({
    queryKey: stockKeys.voucher(kind, id ?? ''),
    queryFn: () => voucherDetail<V>(kind, id as string),
    enabled: Boolean(id),
  });

export const useWarehouseChoices = () =>
  useQuery({
    queryKey: stockKeys.warehouses(),
    queryFn: () => get<WarehouseChoice[]>(WAREHOUSE_CHOICES, undefined, { quiet: true }),
  });

export const useGoodsChoices = (enabled = true) =>
  useQuery({
    queryKey: stockKeys.goods(),
    queryFn: async () => (await get<Page<GoodsChoice>>(GOODS_LIST, { size: 500 }, { quiet: true })).records,
    enabled,
  });
