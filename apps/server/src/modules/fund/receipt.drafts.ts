import type { Receipt, ReceiptInput } from '@smdp/contracts/fund';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { lockDocument, recordCreated, transitionIn } from '../../platform/document/lifecycle';
import { AppError, badRequest, staleVersion } from '../../platform/http/errors';
import { parseZonedDateTime } from '../../platform/http/zoned-date';
import { liveAttachmentIds } from '../records';
import { nextReceiptNo, receiptDocument } from './receipt.document';
import { receiptDetail } from './receipt.queries';
import { payeeFor } from './receipt.rules';

type Context = { zone: string; ip?: string | undefined; now?: Date | undefined };

const PROOF_TYPES = ['image/png', 'image/jpeg', 'image/bmp', 'application/pdf'] as const;

/** The Postgres code of a unique violation: the same (payer, bank reference, amount) twice. */
const isDuplicate = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

/**
 * Drafts a receipt (no id) or rewrites a draft; with `approve` it is approved in the same transaction (the
 * direct approval of `/finance/customer-receipt/flow/receiptDirectApprovalDetail`).
 */
export async function saveReceipt(
  db: Database,
  caller: DocumentCaller,
  input: ReceiptInput,
  context: Context,
  options: { approve?: boolean } = {},
): Promise<Receipt> {
  try {
    return await db.transaction().execute((trx) => saveReceiptIn(trx, caller, input, context, options));
  } catch (error) {
    if (isDuplicate(error)) throw new AppError(409, 'fundReceiptDuplicate');
    throw error;
  }
}

/** `saveReceipt` inside a transaction the caller holds (the demo seed). */
export async function saveReceiptIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: ReceiptInput,
  context: Context,
  options: { approve?: boolean } = {},
): Promise<Receipt> {
  const id = await saveIn(trx, caller, input, context);
  if (options.approve) {
    const row = await trx.selectFrom('fundReceipt').select('version').where('id', '=', id).executeTakeFirstOrThrow();
    await transitionIn(trx, receiptDocument, caller, 'approve', { id, version: row.version }, context);
  }
  return receiptDetail(trx, caller, id);
}

async function saveIn(trx: Transaction<DB>, caller: DocumentCaller, input: ReceiptInput, context: Context) {
  const payeePartyId = await payeeFor(trx, caller, input.payerPartyId, input.payeePartyId);
  const paidAt = parseZonedDateTime(
    input.paidAt.length === 10 ? `${input.paidAt} 00:00:00` : input.paidAt,
    context.zone,
  );
  if (!paidAt) throw badRequest('invalidParameter', { field: 'paidAt', detail: input.paidAt });
  const proofIds = [...new Set(input.proofIds)];
  const live = proofIds.length ? await liveAttachmentIds(trx, caller.tenantId, proofIds, PROOF_TYPES) : [];
  if (live.length !== proofIds.length) throw badRequest('fundReceiptProofMissing');
  const bankRef = input.bankRef?.trim() || null;
  if (input.method === 'BANK' && !bankRef) throw badRequest('fundReceiptBankRefRequired');
  const header = {
    payerPartyId: input.payerPartyId,
    payeePartyId,
    amount: input.amount,
    method: input.method,
    bankRef,
    paidAt,
    target: input.target,
    remarks: input.remarks?.trim() || null,
    proofIds: JSON.stringify(proofIds),
  };
  if (input.id) {
    const current = await lockDocument(trx, receiptDocument, caller, input.id);
    if (current.state !== 'DRAFT' || current.kind !== 'RECEIPT') throw badRequest('fundReceiptStateInvalid');
    if (current.version !== input.version) throw staleVersion();
    const after = await trx
      .updateTable('fundReceipt')
      .set((eb) => ({ ...header, version: eb('version', '+', 1), updateUser: caller.userId, updateTime: new Date() }))
      .where('id', '=', current.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: receiptDocument.type, entityId: current.id, before: current, after },
      context.ip,
    );
    return current.id;
  }
  const created = await trx
    .insertInto('fundReceipt')
    .values({
      ...header,
      tenantId: caller.tenantId,
      state: 'DRAFT',
      receiptNo: await nextReceiptNo(trx, caller.tenantId, context.now ?? new Date(), context.zone),
      createUser: caller.userId,
      createDept: caller.deptId,
      updateUser: caller.userId,
      ...(context.now ? { createTime: context.now, updateTime: context.now } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordCreated(trx, receiptDocument, caller, created, context.ip);
  return created.id;
}
