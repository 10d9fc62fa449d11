import { TRANSFER_CODES, transferMachine } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { type DocumentCaller, defineDocument } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { keptBy } from '../store';
import { lockBalances, type StockKey } from './balances';
import { postStock } from './post-stock';
import { releaseStock, reserveStock } from './reservations';
import { QTY_SCALE } from './stock.ledger';
import { transferDetail } from './transfer.queries';
import { moveInTransit } from './transfer.transit';
import { baseQty } from './voucher-lines';
import { todayIn } from './voucher-numbers';
import { warehouseVisible } from './voucher-scope';

export const TRANSFER_VOUCHER = 'transfer';
/** The ledger's voucher types of a transfer's two postings (one voucher id, two legs). */
export const TRANSFER_OUT = 'transfer-out';
export const TRANSFER_IN = 'transfer-in';

/**
 * A two-step transfer (domain.md §6, Odoo's transfer through a transit location). `confirm` reserves
 * the source's stock, `ship` posts it out (consuming the reservation) and adds it to the target's
 * in-transit figure, `receive` posts what arrived into the target at the cost it left the source and
 * clears the in-transit figure (what is missing stays recorded on the line), `cancel` releases.
 */
export const transferDocument = defineDocument({
  type: TRANSFER_VOUCHER,
  table: 'stockTransfer',
  machine: transferMachine,
  codes: { view: TRANSFER_CODES.view, delete: TRANSFER_CODES.delete },
  scope: { party: 'ownerPartyId' },
  granted: (caller, table) => keptBy(caller, `${table}.fromWarehouseId`, `${table}.toWarehouseId`),
  // Both warehouses in the caller's sight, or one it keeps: the keepers at either end ship and receive it.
  visible: async (trx, caller, row) =>
    (await keepsEitherEnd(trx, caller, row.id)) ||
    ((await warehouseVisible(trx, caller, row.fromWarehouseId)) && warehouseVisible(trx, caller, row.toWarehouseId)),
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'stockVoucherStateInvalid',
    reasonRequired: 'stockVoucherReasonRequired',
    removeRefused: 'stockVoucherRemoveRefused',
  },
  detail: transferDetail,
  hooks: {
    confirm: async ({ trx, caller, row }) => {
      const lines = await linesOf(trx, row.id);
      await reserveStock(
        trx,
        caller,
        { type: TRANSFER_VOUCHER, id: row.id },
        lines.map((line) => ({
          sourceLine: line.lineNo,
          warehouseId: row.fromWarehouseId,
          goodsId: line.goodsId,
          ...(line.batchNo ? { batch: line.batchNo } : {}),
          qty: line.baseQty,
        })),
      );
      return undefined;
    },
    ship: async ({ trx, caller, row, now, zone }) => {
      const shipDate = todayIn(now, zone);
      const lines = await linesOf(trx, row.id);
      const targets = lines.map((line) => targetKey(row.toWarehouseId, line));
      // Both legs' rows in one locking statement, in key order: two transfers A->B and B->A never deadlock.
      await lockBalances(trx, caller.tenantId, [
        ...lines.map((line) => ({ warehouseId: row.fromWarehouseId, goodsId: line.goodsId, batchNo: line.batchNo })),
        ...targets,
      ]);
      const posted = await postStock(trx, caller, {
        voucher: { type: TRANSFER_OUT, id: row.id },
        postingDate: shipDate,
        lines: lines.map((line) => ({
          warehouseId: row.fromWarehouseId,
          goodsId: line.goodsId,
          ...(line.batchNo ? { batch: line.batchNo } : {}),
          qty: `-${line.baseQty}`,
          unit: line.unit,
          factor: line.factor,
          consumes: { sourceType: TRANSFER_VOUCHER, sourceId: row.id, sourceLine: line.lineNo },
        })),
      });
      for (const [index, line] of lines.entries()) {
        await trx
          .updateTable('stockTransferLine')
          .set({ unitCost: posted[index]?.unitCost ?? null })
          .where('id', '=', line.id)
          .execute();
        await moveInTransit(trx, caller.tenantId, targets[index] as StockKey, line.baseQty);
      }
      return { shipDate, shippedBy: caller.userId, shippedAt: now };
    },
    receive: async ({ trx, caller, row, now, zone }) => {
      const receiveDate = todayIn(now, zone);
      const lines = await linesOf(trx, row.id);
      const targets = lines.map((line) => targetKey(row.toWarehouseId, line));
      await lockBalances(trx, caller.tenantId, targets);
      const arrived = lines.map((line) => ({ line, received: receivedOf(line) }));
      await postStock(trx, caller, {
        voucher: { type: TRANSFER_IN, id: row.id },
        postingDate: receiveDate,
        lines: arrived
          .filter(({ received }) => toUnits(received, QTY_SCALE) > 0n)
          .map(({ line, received }) => ({
            warehouseId: row.toWarehouseId,
            goodsId: line.goodsId,
            ...(line.batchNo ? { batch: line.batchNo } : {}),
            qty: baseQty(received, line.factor, line.goodsId),
            unit: line.unit,
            factor: line.factor,
            ...(line.unitCost === null ? {} : { unitCost: line.unitCost }),
          })),
      });
      for (const [index, line] of lines.entries()) {
        await moveInTransit(trx, caller.tenantId, targets[index] as StockKey, `-${line.baseQty}`);
      }
      return { receiveDate, receivedBy: caller.userId, receivedAt: now };
    },
    cancel: async ({ trx, caller, row }) => {
      if (row.state === 'SUBMITTED') await releaseStock(trx, caller, { type: TRANSFER_VOUCHER, id: row.id });
      return undefined;
    },
  },
});

type TransferLineRow = Awaited<ReturnType<typeof linesOf>>[number];

const targetKey = (warehouseId: string, line: TransferLineRow): StockKey => ({
  warehouseId,
  goodsId: line.goodsId,
  batchNo: line.batchNo,
});

/** What arrived of a line (all of it when nothing was entered); more than shipped, or less without a reason, is refused. */
function receivedOf(line: TransferLineRow): string {
  if (line.receivedQty === null) return line.qty;
  const received = toUnits(line.receivedQty, QTY_SCALE);
  const shipped = toUnits(line.qty, QTY_SCALE);
  if (received > shipped) {
    throw badRequest('stockTransferReceivedTooMuch', {
      line: line.lineNo,
      received: fromUnits(received, QTY_SCALE),
      shipped: fromUnits(shipped, QTY_SCALE),
    });
  }
  if (received < shipped && !line.diffReason?.trim()) {
    throw badRequest('stockTransferShortageReason', { line: line.lineNo });
  }
  return line.receivedQty;
}

/** A transfer's lines with their quantity in the goods' base unit. */
async function linesOf(trx: Transaction<DB>, transferId: string) {
  const lines = await trx
    .selectFrom('stockTransferLine')
    .select(['id', 'lineNo', 'goodsId', 'unit', 'factor', 'qty', 'batchNo', 'unitCost', 'receivedQty', 'diffReason'])
    .where('transferId', '=', transferId)
    .orderBy('lineNo')
    .execute();
  return lines.map((line) => ({ ...line, baseQty: baseQty(line.qty, line.factor, line.goodsId) }));
}

async function keepsEitherEnd(trx: Transaction<DB>, caller: DocumentCaller, id: string): Promise<boolean> {
  const row = await trx
    .selectFrom('stockTransfer')
    .select(keptBy(caller, 'fromWarehouseId', 'toWarehouseId').as('kept'))
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.kept === true;
}
