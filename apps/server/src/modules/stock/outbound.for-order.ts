import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { recordCreated } from '../../platform/document/lifecycle';
import { OUTBOUND_VOUCHER, outboundDocument } from './outbound.document';
import { postStock } from './post-stock';
import type { ReservationSource } from './reservations';
import { nextVoucherNo, todayIn } from './voucher-numbers';

/** One line of a shipment another module's document makes: what ships of its line, and its reservation. */
export type ShipmentLine = {
  /** The source document's line whose reservation the move consumes. */
  sourceLine: number;
  goodsId: string;
  unit: string;
  factor: string;
  /** In the line unit. */
  qty: string;
  /** In the goods' base unit (qty × factor). */
  baseQty: string;
};

export type Shipment = {
  /** The document the stock was reserved for (`{ type: 'order', id }`). */
  source: ReservationSource;
  warehouseId: string;
  /** The warehouse's owner (null: the company): whose accounts see the outbound. */
  ownerPartyId: string | null;
  consigneePartyId: string;
  remark: string | null;
  now: Date;
  zone: string;
  ip?: string | undefined;
};

/**
 * Ships what another document reserved, in the caller's transaction: a SALES_OUT outbound, DONE at
 * once, whose lines post the move out consuming the source's reservations (never more than they hold
 * plus what is available). The consignee sees it and confirms its receipt as any company shipment.
 */
export async function shipOutboundFor(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  shipment: Shipment,
  lines: readonly ShipmentLine[],
): Promise<{ id: string; voucherNo: string }> {
  const postingDate = todayIn(shipment.now, shipment.zone);
  const created = await trx
    .insertInto('stockOutbound')
    .values({
      tenantId: caller.tenantId,
      voucherNo: await nextVoucherNo(trx, caller.tenantId, 'outbound', shipment.now, shipment.zone),
      outboundType: 'SALES_OUT',
      warehouseId: shipment.warehouseId,
      ownerPartyId: shipment.ownerPartyId,
      scopePartyId: shipment.ownerPartyId ?? shipment.consigneePartyId,
      consigneePartyId: shipment.consigneePartyId,
      remark: shipment.remark,
      state: 'DONE',
      postingDate,
      doneBy: caller.userId,
      doneAt: shipment.now,
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('stockOutboundLine')
    .values(
      lines.map((line, index) => ({
        tenantId: caller.tenantId,
        outboundId: created.id,
        lineNo: index + 1,
        goodsId: line.goodsId,
        unit: line.unit,
        factor: line.factor,
        qty: line.qty,
      })),
    )
    .execute();
  await postStock(trx, caller, {
    voucher: { type: OUTBOUND_VOUCHER, id: created.id },
    postingDate,
    lines: lines.map((line) => ({
      warehouseId: shipment.warehouseId,
      goodsId: line.goodsId,
      qty: `-${line.baseQty}`,
      unit: line.unit,
      factor: line.factor,
      consumes: { sourceType: shipment.source.type, sourceId: shipment.source.id, sourceLine: line.sourceLine },
    })),
  });
  await recordCreated(trx, outboundDocument, caller, created, shipment.ip, {
    action: 'ship',
    remark: `${shipment.source.type} ${shipment.source.id}`,
  });
  return { id: created.id, voucherNo: created.voucherNo };
}
