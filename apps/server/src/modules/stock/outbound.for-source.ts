import type { OutboundType } from '@smdp/contracts/stock';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { recordCreated } from '../../platform/document/lifecycle';
import { OUTBOUND_VOUCHER, outboundDocument } from './outbound.document';
import { releaseStock, reserveStock } from './reservations';
import { resolveLines } from './voucher-lines';
import { nextVoucherNo } from './voucher-numbers';

export type SourcedOutboundInput = {
  outboundType: OutboundType;
  warehouseId: string;
  /** The warehouse's owner (null: the company) and the party the goods go to. */
  ownerPartyId: string | null;
  consigneePartyId: string | null;
  source: { type: string; id: string };
  remark: string | null;
  lines: { sourceLine: number; goodsId: string; unit: string; qty: string; batchNo?: string | null }[];
};

/**
 * An outbound that takes over part of another document's reservation (a pick-up hand-over of an order):
 * written already SUBMITTED, its lines' quantities leave the source's reservation and are held for the
 * outbound instead, in one move that cannot fail for want of stock (what is released is reserved
 * again). It ships like any outbound (pickCheck), and the outbound-event listeners (`onOutboundEvent`) then learn it.
 */
export async function outboundFromReservation(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: SourcedOutboundInput,
  context: { now: Date; zone: string; ip?: string },
): Promise<string> {
  const resolved = await resolveLines(trx, caller.tenantId, input.lines);
  const created = await trx
    .insertInto('stockOutbound')
    .values({
      tenantId: caller.tenantId,
      voucherNo: await nextVoucherNo(trx, caller.tenantId, 'outbound', context.now, context.zone),
      outboundType: input.outboundType,
      warehouseId: input.warehouseId,
      ownerPartyId: input.ownerPartyId,
      scopePartyId: input.ownerPartyId ?? input.consigneePartyId,
      consigneePartyId: input.consigneePartyId,
      remark: input.remark,
      state: 'SUBMITTED',
      sourceType: input.source.type,
      sourceId: input.source.id,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordCreated(trx, outboundDocument, caller, created, context.ip);
  const lines = resolved.map((line, index) => {
    const wanted = input.lines[index];
    if (!wanted) throw new Error('line not resolved');
    return {
      ...line,
      qty: wanted.qty,
      sourceLine: wanted.sourceLine,
      base: new Decimal(wanted.qty).mul(line.factor).toFixed(3),
    };
  });
  await trx
    .insertInto('stockOutboundLine')
    .values(
      lines.map((line) => ({
        tenantId: caller.tenantId,
        outboundId: created.id,
        lineNo: line.lineNo,
        goodsId: line.goods.id,
        unit: line.unit,
        factor: line.factor,
        qty: line.qty,
        batchNo: line.batchNo,
        sourceLine: line.sourceLine,
      })),
    )
    .execute();
  await releaseStock(
    trx,
    caller,
    input.source,
    lines.map((line) => ({ sourceLine: line.sourceLine, qty: line.base })),
  );
  await reserveStock(
    trx,
    caller,
    { type: OUTBOUND_VOUCHER, id: created.id },
    lines.map((line) => ({
      sourceLine: line.lineNo,
      warehouseId: input.warehouseId,
      goodsId: line.goods.id,
      ...(line.batchNo ? { batch: line.batchNo } : {}),
      qty: line.base,
    })),
  );
  return created.id;
}
