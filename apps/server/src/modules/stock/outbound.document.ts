import { OUTBOUND_CODES, outboundMachine } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { defineDocument } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { keptBy } from '../store';
import { outboundEvent } from './outbound.events';
import { outboundDetail } from './outbound.queries';
import { postStock } from './post-stock';
import { releaseStock, reserveStock } from './reservations';
import { reverseStock } from './reverse-stock';
import { baseQty } from './voucher-lines';
import { todayIn } from './voucher-numbers';
import { warehouseVisible } from './voucher-scope';

export const OUTBOUND_VOUCHER = 'outbound';

/**
 * An outbound stock voucher (domain.md §6). `confirm` reserves every line's stock (never more than is
 * available), `ship` posts the move out consuming those reservations, `cancel` releases them, and
 * `reverse` puts a shipped voucher's stock back with mirror entries, unless its consignee has already
 * confirmed receipt (the goods are then in the consignee's books).
 */
export const outboundDocument = defineDocument({
  type: OUTBOUND_VOUCHER,
  table: 'stockOutbound',
  machine: outboundMachine,
  codes: { view: OUTBOUND_CODES.view, delete: OUTBOUND_CODES.delete },
  scope: { party: 'scopePartyId' },
  granted: (caller, table) => keptBy(caller, `${table}.warehouseId`),
  // The consignee reads a company shipment but never moves it: writes need the warehouse.
  visible: (trx, caller, row) => warehouseVisible(trx, caller, row.warehouseId),
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'stockVoucherStateInvalid',
    reasonRequired: 'stockVoucherReasonRequired',
    removeRefused: 'stockVoucherRemoveRefused',
  },
  detail: outboundDetail,
  hooks: {
    confirm: async ({ trx, caller, row }) => {
      const lines = await linesOf(trx, row.id);
      await reserveStock(
        trx,
        caller,
        { type: OUTBOUND_VOUCHER, id: row.id },
        lines.map((line) => ({
          sourceLine: line.lineNo,
          warehouseId: row.warehouseId,
          goodsId: line.goodsId,
          ...(line.batchNo ? { batch: line.batchNo } : {}),
          qty: line.baseQty,
        })),
      );
      return undefined;
    },
    ship: async ({ trx, caller, row, now, zone }) => {
      const postingDate = todayIn(now, zone);
      const lines = await linesOf(trx, row.id);
      await postStock(trx, caller, {
        voucher: { type: OUTBOUND_VOUCHER, id: row.id },
        postingDate,
        lines: lines.map((line) => ({
          warehouseId: row.warehouseId,
          goodsId: line.goodsId,
          ...(line.batchNo ? { batch: line.batchNo } : {}),
          qty: `-${line.baseQty}`,
          unit: line.unit,
          factor: line.factor,
          consumes: { sourceType: OUTBOUND_VOUCHER, sourceId: row.id, sourceLine: line.lineNo },
        })),
      });
      if (row.sourceType && row.sourceId) {
        await outboundEvent(trx, caller, {
          event: 'shipped',
          outboundId: row.id,
          outboundNo: row.voucherNo,
          outboundType: row.outboundType,
          source: { type: row.sourceType, id: row.sourceId },
          postingDate,
          lines: lines.flatMap((line) =>
            line.sourceLine === null ? [] : [{ sourceLine: line.sourceLine, qty: line.qty }],
          ),
        });
      }
      return { postingDate, doneBy: caller.userId, doneAt: now };
    },
    cancel: async ({ trx, caller, row, now, zone }) => {
      if (row.state !== 'SUBMITTED') return undefined;
      await releaseStock(trx, caller, { type: OUTBOUND_VOUCHER, id: row.id });
      if (row.sourceType && row.sourceId) {
        // Taken over from another document's reservation (a pick-up hand-over): the stock is its again.
        const source = { type: row.sourceType, id: row.sourceId };
        const lines = (await linesOf(trx, row.id)).flatMap((line) =>
          line.sourceLine === null ? [] : [{ ...line, sourceLine: line.sourceLine }],
        );
        await reserveStock(
          trx,
          caller,
          source,
          lines.map((line) => ({
            sourceLine: line.sourceLine,
            warehouseId: row.warehouseId,
            goodsId: line.goodsId,
            ...(line.batchNo ? { batch: line.batchNo } : {}),
            qty: line.baseQty,
          })),
        );
        await outboundEvent(trx, caller, {
          event: 'cancelled',
          outboundId: row.id,
          outboundNo: row.voucherNo,
          outboundType: row.outboundType,
          source,
          postingDate: todayIn(now, zone),
          lines: lines.map((line) => ({ sourceLine: line.sourceLine, qty: line.qty })),
        });
      }
      return undefined;
    },
    reverse: async ({ trx, caller, row, now, zone }) => {
      if (row.receiptInboundId) throw badRequest('stockOutboundReceived');
      await reverseStock(trx, caller, {
        voucher: { type: OUTBOUND_VOUCHER, id: row.id },
        postingDate: todayIn(now, zone),
      });
      return undefined;
    },
  },
});

/** A voucher's lines with their quantity in the goods' base unit. */
export async function linesOf(trx: Transaction<DB>, outboundId: string) {
  const lines = await trx
    .selectFrom('stockOutboundLine')
    .select(['lineNo', 'goodsId', 'unit', 'factor', 'qty', 'batchNo', 'sourceLine'])
    .where('outboundId', '=', outboundId)
    .orderBy('lineNo')
    .execute();
  return lines.map((line) => ({ ...line, baseQty: baseQty(line.qty, line.factor, line.goodsId) }));
}
