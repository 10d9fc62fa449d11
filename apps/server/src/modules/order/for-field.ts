import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import type { CallContext } from '../../platform/document/lifecycle';
import { goodsForStock } from '../catalog';
import { activeShopsOf } from '../store';
import { saveOrderDraftIn } from './order.drafts';

/**
 * A store visit's order (field module): a SECONDARY draft with `source = VISIT` from the store's
 * distributor, in base units, shipped from the given warehouse or the first one bound to the
 * distributor's stores. Priced and checked as any draft; submitted later from the order page.
 * Returns the order with its line count and priced total (what the visit reports count as taken), or
 * null when the distributor has no store-bound warehouse and none was given.
 */
export async function draftVisitOrderIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: {
    buyerPartyId: string;
    sellerPartyId: string;
    shipFromWarehouseId?: string | undefined;
    lines: { goodsId: string; qty: number }[];
    remarks: string;
  },
  context: CallContext,
): Promise<{ id: string; lineCount: number; totalAmount: string } | null> {
  const warehouseId =
    input.shipFromWarehouseId ??
    (await activeShopsOf(trx, caller.tenantId, input.sellerPartyId)).flatMap((shop) => shop.bindWarehouseIds)[0];
  if (!warehouseId) return null;
  const goods = await goodsForStock(
    trx,
    caller.tenantId,
    input.lines.map((line) => line.goodsId),
  );
  const unitOf = new Map(goods.map((row) => [row.id, row.baseUnit]));
  const zero = '0.00';
  const order = await saveOrderDraftIn(
    trx,
    caller,
    {
      channel: 'SECONDARY',
      source: 'VISIT',
      buyerPartyId: input.buyerPartyId,
      sellerPartyId: input.sellerPartyId,
      shipFromWarehouseId: warehouseId,
      deliveryMethod: 'DELIVERY',
      remarks: input.remarks,
      lines: input.lines.map((line) => ({
        goodsId: line.goodsId,
        unit: unitOf.get(line.goodsId) ?? 'PCS',
        qty: line.qty.toFixed(3),
      })),
      payForm: {
        totalAmount: zero,
        totalDiscount: zero,
        totalTax: zero,
        actualTotalAmount: zero,
        cashPayment: zero,
        useAvailableCredit: false,
        rebatePayment: zero,
        creditPayment: zero,
      },
    },
    context,
  );
  const { totalAmount } = await trx
    .selectFrom('salesOrder')
    .select('totalAmount')
    .where('id', '=', order.id)
    .executeTakeFirstOrThrow();
  return { id: order.id, lineCount: input.lines.length, totalAmount };
}
