import type { Feedback, FeedbackInput, FeedbackReplyInput } from '@smdp/contracts/feedback';
import { sql } from 'kysely';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { lockDocument, recordCreated } from '../../platform/document/lifecycle';
import { recordTimeline } from '../../platform/document/timeline';
import { AppError, badRequest, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { unseenAttachmentIds } from '../records';
import { feedbackDocument } from './feedback.document';
import { feedbackDetail } from './feedback.queries';

/** Whoever sees the feedback sees its files, so a writer may only name files it could see itself. */
async function assertOwnFiles(db: Database, caller: Caller, ids: readonly string[]) {
  if ((await unseenAttachmentIds(db, caller, ids)).length) throw badRequest('feedbackAttachmentUnknown');
}

/** A customer (or staff for one) writes feedback: OPEN, with its attachments' ids. */
export async function createFeedback(db: Database, caller: DocumentCaller, input: FeedbackInput, ip?: string) {
  await assertOwnFiles(db, caller, input.attachmentIds);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('feedback')
      .values({
        tenantId: caller.tenantId,
        partyId: caller.customerId,
        category: input.category,
        title: input.title,
        content: input.content,
        attachmentIds: JSON.stringify(input.attachmentIds),
        createUser: caller.userId,
        createDept: caller.deptId,
        updateUser: caller.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCreated(trx, feedbackDocument, caller, row, ip);
    return feedbackDetail(trx, caller, row.id);
  });
}

/**
 * A reply in the thread: the company's answer makes open feedback REPLIED, the customer's makes replied
 * feedback OPEN again. Resolved and closed feedback takes no reply until it is re-opened.
 */
export async function replyToFeedback(db: Database, caller: DocumentCaller, input: FeedbackReplyInput, ip?: string) {
  await assertOwnFiles(db, caller, input.attachmentIds);
  return db.transaction().execute(async (trx): Promise<Feedback> => {
    const row = await lockDocument(trx, feedbackDocument, caller, input.id);
    if (row.version !== input.version) throw staleVersion();
    if (row.state === 'RESOLVED' || row.state === 'CLOSED') throw badRequest('feedbackStateInvalid');
    const side = caller.customerId === null ? 'COMPANY' : 'CUSTOMER';
    const state = side === 'COMPANY' ? 'REPLIED' : 'OPEN';
    await trx
      .insertInto('feedbackReply')
      .values({
        tenantId: caller.tenantId,
        feedbackId: row.id,
        userId: caller.userId,
        account: caller.account,
        side,
        content: input.content,
        attachmentIds: JSON.stringify(input.attachmentIds),
      })
      .execute();
    await trx
      .updateTable('feedback')
      .set({ state, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
      .where('id', '=', row.id)
      .execute();
    await recordTimeline(trx, caller, {
      docType: feedbackDocument.type,
      docId: row.id,
      action: 'reply',
      fromState: row.state,
      toState: state,
      remark: null,
    });
    await recordAudit(trx, caller, { action: 'reply', entity: feedbackDocument.type, entityId: row.id }, ip);
    return feedbackDetail(trx, caller, row.id);
  });
}

/** The company hands feedback to one of its staff (or to nobody). */
export async function assignFeedback(
  db: Database,
  caller: DocumentCaller,
  input: { id: string; version: number; assigneeUserId: string | null },
  isStaffAccount: (userId: string) => Promise<boolean>,
  ip?: string,
) {
  if (caller.customerId !== null) throw new AppError(403, 'feedbackCompanyOnly');
  if (input.assigneeUserId && !(await isStaffAccount(input.assigneeUserId)))
    throw badRequest('feedbackAssigneeUnknown');
  return db.transaction().execute(async (trx) => {
    const row = await lockDocument(trx, feedbackDocument, caller, input.id);
    if (row.version !== input.version) throw staleVersion();
    await trx
      .updateTable('feedback')
      .set({
        assigneeUserId: input.assigneeUserId,
        version: sql`version + 1`,
        updateUser: caller.userId,
        updateTime: new Date(),
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, caller, { action: 'assign', entity: feedbackDocument.type, entityId: row.id }, ip);
    return feedbackDetail(trx, caller, row.id);
  });
}

/** The customer who wrote it rates how it was handled, once it is resolved or closed. */
export async function rateFeedback(
  db: Database,
  caller: DocumentCaller,
  input: { id: string; version: number; rating: number },
  ip?: string,
) {
  return db.transaction().execute(async (trx) => {
    const row = await lockDocument(trx, feedbackDocument, caller, input.id);
    if (row.version !== input.version) throw staleVersion();
    if (caller.customerId === null || row.partyId !== caller.customerId) throw new AppError(403, 'feedbackAuthorOnly');
    if (row.state !== 'RESOLVED' && row.state !== 'CLOSED') throw badRequest('feedbackStateInvalid');
    await trx
      .updateTable('feedback')
      .set({ rating: input.rating, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(trx, caller, { action: 'rate', entity: feedbackDocument.type, entityId: row.id }, ip);
    return feedbackDetail(trx, caller, row.id);
  });
}
