import type { Transfer, TransferReceiveInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, transitionIn } from '../../platform/document/lifecycle';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { fromUnits, toUnits } from '../../platform/ledger/decimal';
import { QTY_SCALE } from './stock.ledger';
import { transferDocument } from './transfer.document';
import { transferDetail } from './transfer.queries';

/**
 * Receives a shipped transfer in one transaction: what arrived of every line and why any is missing
 * are written, then `receive` posts it. A refusal (more than shipped, a shortage without a reason, a
 * closed period) leaves the transfer as it was.
 */
export async function receiveTransfer(
  db: Database,
  caller: DocumentCaller,
  input: TransferReceiveInput,
  context: CallContext,
): Promise<Transfer> {
  return db.transaction().execute((trx) => receiveTransferIn(trx, caller, input, context));
}

/** `receiveTransfer` inside a transaction the caller already holds (the demo seed). */
export async function receiveTransferIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: TransferReceiveInput,
  context: CallContext,
): Promise<Transfer> {
  const row = await lockDocument(trx, transferDocument, caller, input.id);
  if (row.state !== 'SHIPPED') throw badRequest('stockVoucherStateInvalid');
  if (row.version !== input.version) throw staleVersion();
  const shipped = new Map(
    (
      await trx
        .selectFrom('stockTransferLine')
        .select(['id', 'lineNo', 'qty'])
        .where('transferId', '=', row.id)
        .execute()
    ).map((line) => [line.id, line]),
  );
  const given = new Set(input.lines.map((line) => line.id));
  if (
    given.size !== input.lines.length ||
    given.size !== shipped.size ||
    [...shipped.keys()].some((id) => !given.has(id))
  ) {
    throw badRequest('stockTransferLinesMismatch');
  }
  for (const line of input.lines) {
    const { lineNo, qty } = shipped.get(line.id) as { lineNo: number; qty: string };
    if (toUnits(line.receivedQty, QTY_SCALE) > toUnits(qty, QTY_SCALE)) {
      throw badRequest('stockTransferReceivedTooMuch', {
        line: lineNo,
        received: fromUnits(toUnits(line.receivedQty, QTY_SCALE), QTY_SCALE),
        shipped: qty,
      });
    }
    await trx
      .updateTable('stockTransferLine')
      .set({ receivedQty: line.receivedQty, diffReason: line.diffReason?.trim() || null })
      .where('id', '=', line.id)
      .where('transferId', '=', row.id)
      .execute();
  }
  await transitionIn(
    trx,
    transferDocument,
    caller,
    'receive',
    { id: row.id, version: input.version, remark: input.remark ?? undefined },
    context,
  );
  return transferDetail(trx, caller, row.id);
}
