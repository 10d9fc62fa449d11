import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, transitionIn } from '../../platform/document/lifecycle';
import { goodsBaseUnit, goodsName, goodsSku } from '../catalog';
import { adjustmentDocument } from './adjustment.document';
import { saveAdjustmentDraftIn } from './adjustment.drafts';
import { outboundDocument } from './outbound.document';
import { saveOutboundDraftIn } from './outbound.drafts';
import { transferDocument } from './transfer.document';
import { saveTransferDraftIn } from './transfer.drafts';
import { warehouseForVoucher } from './voucher-scope';

/** A line of a van's stock move, in the unit the caller chose (signed for an adjustment). */
export type VanLine = { goodsId: string; unit: string; qty: string; batchNo?: string | null | undefined };
/** What a van's move posted: the voucher and its lines as the stock module resolved them. */
export type PostedVanMove = {
  id: string;
  voucherNo: string;
  lines: { goodsId: string; sku: string; goodsName: string; unit: string; batchNo: string; qty: string }[];
  /** An adjustment above the approval threshold waits, SUBMITTED, for a manager in the adjustments page. */
  posted: boolean;
};

type ResolvedLine = { goodsId: string; sku: string; goodsName: string; unit: string; batchNo: string; qty: string };
const linesOf = (lines: readonly ResolvedLine[]) =>
  lines.map(({ goodsId, sku, goodsName, unit, batchNo, qty }) => ({ goodsId, sku, goodsName, unit, batchNo, qty }));

/**
 * Moves stock between two warehouses the caller sees in one go (draft, confirm, ship, receive: the
 * ledger refuses what the source does not have). Loading and unloading a van.
 */
export async function transferAtOnce(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: { fromWarehouseId: string; toWarehouseId: string; lines: readonly VanLine[]; remark: string | null },
  context: CallContext,
): Promise<PostedVanMove> {
  const draft = await saveTransferDraftIn(
    trx,
    caller,
    {
      fromWarehouseId: input.fromWarehouseId,
      toWarehouseId: input.toWarehouseId,
      remark: input.remark,
      lines: [...input.lines],
    },
    context,
  );
  let version = draft.version;
  for (const action of ['confirm', 'ship', 'receive'] as const) {
    version = (await transitionIn(trx, transferDocument, caller, action, { id: draft.id, version }, context)).version;
  }
  return { id: draft.id, voucherNo: draft.voucherNo, lines: linesOf(draft.lines), posted: true };
}

/** A sales-out shipped at once from a warehouse the caller sees to a buyer of its owner (a van sale). */
export async function salesOutAtOnce(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: { warehouseId: string; consigneePartyId: string; lines: readonly VanLine[]; remark: string | null },
  context: CallContext,
): Promise<PostedVanMove> {
  const draft = await saveOutboundDraftIn(
    trx,
    caller,
    {
      outboundType: 'SALES_OUT',
      warehouseId: input.warehouseId,
      consigneePartyId: input.consigneePartyId,
      remark: input.remark,
      lines: [...input.lines],
    },
    context,
  );
  let version = draft.version;
  for (const action of ['confirm', 'ship'] as const) {
    version = (await transitionIn(trx, outboundDocument, caller, action, { id: draft.id, version }, context)).version;
  }
  return { id: draft.id, voucherNo: draft.voucherNo, lines: linesOf(draft.lines), posted: true };
}

/** An adjustment of counted differences (signed), posted at once unless its value needs an approval. */
export async function adjustmentAtOnce(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: { warehouseId: string; lines: readonly VanLine[]; remark: string | null },
  context: CallContext,
): Promise<PostedVanMove> {
  const draft = await saveAdjustmentDraftIn(
    trx,
    caller,
    {
      warehouseId: input.warehouseId,
      remark: input.remark,
      lines: input.lines.map((line) => ({ ...line, reason: line.qty.startsWith('-') ? 'loss' : 'found' })),
    },
    { zone: context.zone, ip: context.ip },
  );
  const confirmed = await transitionIn(
    trx,
    adjustmentDocument,
    caller,
    'confirm',
    { id: draft.id, version: draft.version },
    context,
  );
  const posted = !confirmed.needsApproval;
  if (posted) {
    await transitionIn(trx, adjustmentDocument, caller, 'post', { id: draft.id, version: confirmed.version }, context);
  }
  return { id: draft.id, voucherNo: draft.voucherNo, lines: linesOf(draft.lines), posted };
}

/** What a warehouse the caller sees holds, per goods and batch, the ones with stock only. */
export async function warehouseGoods(trx: Transaction<DB>, caller: DocumentCaller, warehouseId: string) {
  await warehouseForVoucher(trx, caller, warehouseId);
  const rows = await trx
    .selectFrom('stockBalance as b')
    .select((eb) => [
      'b.goodsId',
      'b.batchNo',
      eb.fn.coalesce(goodsSku(eb, 'b.goodsId'), eb.val('')).as('sku'),
      eb.fn.coalesce(goodsName(eb, 'b.goodsId'), eb.val('')).as('goodsName'),
      eb.fn.coalesce(goodsBaseUnit(eb, 'b.goodsId'), eb.val('')).as('unit'),
      sql<string>`sum(b.on_hand)::numeric(18,3)::text`.as('onHand'),
      sql<string>`sum(b.available)::numeric(18,3)::text`.as('available'),
    ])
    .where('b.tenantId', '=', caller.tenantId)
    .where('b.warehouseId', '=', warehouseId)
    .groupBy(['b.goodsId', 'b.batchNo'])
    .having(sql<boolean>`sum(b.on_hand) <> 0`)
    .orderBy('b.goodsId')
    .orderBy('b.batchNo')
    .execute();
  return rows.map((row) => ({ ...row, goodsId: String(row.goodsId) }));
}

/** Sales-outs of an owner's warehouses not shipped yet (SUBMITTED), with their consignee: what a trip may deliver. */
export async function openSalesOutsOf(db: Kysely<DB>, caller: DocumentCaller, ownerPartyId: string | null) {
  let query = db
    .selectFrom('stockOutbound as o')
    .select(['o.id', 'o.voucherNo', 'o.consigneePartyId', 'o.warehouseId'])
    .where('o.tenantId', '=', caller.tenantId)
    .where('o.isDeleted', '=', 0)
    .where('o.outboundType', '=', 'SALES_OUT')
    .where('o.state', 'in', ['DRAFT', 'SUBMITTED'])
    .where('o.consigneePartyId', 'is not', null);
  query =
    ownerPartyId === null
      ? query.where('o.ownerPartyId', 'is', null)
      : query.where('o.ownerPartyId', '=', ownerPartyId);
  const rows = await query.orderBy('o.id', 'desc').limit(200).execute();
  return rows.flatMap((row) =>
    row.consigneePartyId === null
      ? []
      : [{ id: row.id, voucherNo: row.voucherNo, consigneePartyId: row.consigneePartyId }],
  );
}

/** Outbound numbers by id, the tenant's only. */
export async function outboundNumbers(db: Kysely<DB>, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('stockOutbound')
    .select(['id', 'voucherNo'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [String(row.id), row.voucherNo]));
}
