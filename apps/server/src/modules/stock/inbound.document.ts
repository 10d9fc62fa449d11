import { INBOUND_CODES, inboundMachine } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { defineDocument } from '../../platform/document/define';
import { badRequest } from '../../platform/http/errors';
import { toUnits } from '../../platform/ledger/decimal';
import type { Caller } from '../../platform/scope/caller';
import { keptBy } from '../store';
import { inboundDetail } from './inbound.queries';
import { postStock } from './post-stock';
import { reverseStock } from './reverse-stock';
import { QTY_SCALE } from './stock.ledger';
import { baseQty } from './voucher-lines';
import { todayIn } from './voucher-numbers';
import { warehouseVisible } from './voucher-scope';

export const INBOUND_VOUCHER = 'inbound';

/**
 * An inbound stock voucher (domain.md §6). Nothing posts until `receive`, which posts the received
 * quantity of each line (the expected one where none was entered) dated the caller's today; `reverse`
 * takes a received voucher's stock back out with mirror entries, if it is still there.
 */
export const inboundDocument = defineDocument({
  type: INBOUND_VOUCHER,
  table: 'stockInbound',
  machine: inboundMachine,
  codes: { view: INBOUND_CODES.view, delete: INBOUND_CODES.delete },
  scope: { party: 'scopePartyId' },
  granted: (caller, table) => keptBy(caller, `${table}.warehouseId`),
  visible: (trx, caller, row) => warehouseVisible(trx, caller, row.warehouseId),
  removableStates: ['DRAFT'],
  messages: {
    stateInvalid: 'stockVoucherStateInvalid',
    reasonRequired: 'stockVoucherReasonRequired',
    removeRefused: 'stockVoucherRemoveRefused',
  },
  detail: inboundDetail,
  hooks: {
    receive: async ({ trx, caller, row, now, zone }) => {
      const postingDate = todayIn(now, zone);
      const lines = await receivedLines(trx, row.id);
      await postStock(trx, caller, {
        voucher: { type: INBOUND_VOUCHER, id: row.id },
        postingDate,
        lines: lines
          .filter((line) => toUnits(line.received, QTY_SCALE) > 0n)
          .map((line) => ({
            warehouseId: row.warehouseId,
            goodsId: line.goodsId,
            ...(line.batchNo ? { batch: line.batchNo } : {}),
            qty: baseQty(line.received, line.factor, line.goodsId),
            unit: line.unit,
            factor: line.factor,
            ...(line.unitCost === null ? {} : { unitCost: line.unitCost }),
            batchDates: {
              ...(line.productionDate ? { productionDate: line.productionDate } : {}),
              ...(line.expiryDate ? { expiryDate: line.expiryDate } : {}),
            },
          })),
      });
      return { postingDate, doneBy: caller.userId, doneAt: now };
    },
    reverse: async ({ trx, caller, row, now, zone }) => {
      await reverseIfPosted(trx, caller, row.id, todayIn(now, zone));
      return undefined;
    },
  },
});

/** The lines to post: the received quantity kept, the expected one where none was entered. */
async function receivedLines(trx: Transaction<DB>, inboundId: string) {
  const lines = await trx
    .selectFrom('stockInboundLine')
    .select([
      'id',
      'lineNo',
      'goodsId',
      'unit',
      'factor',
      'expectedQty',
      'receivedQty',
      'batchNo',
      'unitCost',
      'diffReason',
      (eb) => eb.cast<string | null>('productionDate', 'text').as('productionDate'),
      (eb) => eb.cast<string | null>('expiryDate', 'text').as('expiryDate'),
    ])
    .where('inboundId', '=', inboundId)
    .orderBy('lineNo')
    .execute();
  for (const line of lines) {
    const differs =
      line.receivedQty !== null && toUnits(line.receivedQty, QTY_SCALE) !== toUnits(line.expectedQty, QTY_SCALE);
    if (differs && !line.diffReason?.trim()) throw badRequest('stockDiffReasonRequired', { line: line.lineNo });
  }
  return lines.map((line) => ({ ...line, received: line.receivedQty ?? line.expectedQty }));
}

async function reverseIfPosted(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId'>,
  id: string,
  postingDate: string,
) {
  const posted = await trx
    .selectFrom('stockLedgerEntry')
    .select('id')
    .where('tenantId', '=', caller.tenantId)
    .where('voucherType', '=', INBOUND_VOUCHER)
    .where('voucherId', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (posted) await reverseStock(trx, caller, { voucher: { type: INBOUND_VOUCHER, id }, postingDate });
}
