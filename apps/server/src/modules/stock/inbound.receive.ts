import type { Inbound, InboundReceiveInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, transitionIn } from '../../platform/document/lifecycle';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { inboundDocument } from './inbound.document';
import { inboundDetail } from './inbound.queries';

/**
 * Receives a submitted inbound in one transaction: the counted quantity and any difference reason of
 * every line are written, then `receive` posts them. A refusal (a missing reason, a closed period)
 * leaves the voucher as it was.
 */
export async function receiveInbound(
  db: Database,
  caller: DocumentCaller,
  input: InboundReceiveInput,
  context: CallContext,
): Promise<Inbound> {
  return db.transaction().execute((trx) => receiveInboundIn(trx, caller, input, context));
}

/** `receiveInbound` inside a transaction the caller already holds (the demo seed). */
export async function receiveInboundIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: InboundReceiveInput,
  context: CallContext,
): Promise<Inbound> {
  const row = await lockDocument(trx, inboundDocument, caller, input.id);
  if (row.state !== 'SUBMITTED') throw badRequest('stockVoucherStateInvalid');
  if (row.version !== input.version) throw staleVersion();
  const lineIds = (await trx.selectFrom('stockInboundLine').select('id').where('inboundId', '=', row.id).execute()).map(
    (line) => line.id,
  );
  const given = new Set(input.lines.map((line) => line.id));
  if (given.size !== input.lines.length || given.size !== lineIds.length || lineIds.some((id) => !given.has(id))) {
    throw badRequest('stockReceiveLinesMismatch');
  }
  for (const line of input.lines) {
    await trx
      .updateTable('stockInboundLine')
      .set({ receivedQty: line.receivedQty, diffReason: line.diffReason?.trim() || null })
      .where('id', '=', line.id)
      .where('inboundId', '=', row.id)
      .execute();
  }
  await transitionIn(
    trx,
    inboundDocument,
    caller,
    'receive',
    { id: row.id, version: input.version, remark: input.remark ?? undefined },
    context,
  );
  return inboundDetail(trx, caller, row.id);
}
