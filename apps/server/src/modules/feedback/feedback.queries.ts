import type { Page } from '@smdp/contracts';
import type { Feedback, FeedbackListQuery } from '@smdp/contracts/feedback';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { paginate } from '../../platform/db/list-query';
import { notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { scopedRows } from '../../platform/scope/scoped';
import { partyName } from '../customer';
import { attachmentNames } from '../records';
import { userRealName } from '../user';

type Reader = Database | Transaction<DB>;

const sideOf = (caller: Caller) => (caller.customerId === null ? 'COMPANY' : 'CUSTOMER');

/** The feedback the caller sees: a customer's account its customer's (a narrowed one its own); staff by data scope. */
async function visibleFeedback(db: Reader, caller: Caller) {
  return (await scopedRows(db as Database, caller, 'feedback as f', { owner: 'f.partyId' })).select((eb) => [
    'f.id',
    'f.partyId',
    partyName(eb, 'f.partyId').as('partyName'),
    'f.category',
    'f.title',
    'f.content',
    'f.attachmentIds',
    'f.state',
    'f.assigneeUserId',
    userRealName(eb, 'f.assigneeUserId').as('assigneeName'),
    'f.rating',
    userRealName(eb, 'f.createUser').as('author'),
    'f.createUser',
    'f.version',
    'f.createTime',
    'f.updateTime',
  ]);
}

export async function listFeedback(db: Database, caller: Caller, query: FeedbackListQuery): Promise<Page<Feedback>> {
  const { current, size, ascs, descs, state_equal, category_equal, title_like } = query;
  let rows = await visibleFeedback(db, caller);
  if (state_equal) rows = rows.where('f.state', '=', state_equal);
  if (category_equal) rows = rows.where('f.category', '=', category_equal);
  if (title_like) rows = rows.where('f.title', 'ilike', `%${title_like.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const page = await paginate(
    rows,
    { current, size, ascs, descs },
    { createTime: 'f.create_time', state: 'f.state' },
    {
      column: 'f.update_time',
      direction: 'desc',
    },
  );
  return {
    ...page,
    records: page.records.map((row) => ({ ...row, files: [], replies: [], viewerSide: sideOf(caller) })),
  } as Page<Feedback>;
}

/** Where a file on the thread downloads from: through the feedback, so the feedback's scope is the check. */
export const feedbackFileLink = (feedbackId: string, fileId: string) =>
  `/api/smdp-resource/feedback/file?id=${feedbackId}&fileId=${fileId}`;

/** One piece of feedback with its thread, oldest reply first; outside the caller's scope it is 404. */
export async function feedbackDetail(db: Reader, caller: Caller, id: string): Promise<Feedback> {
  const row = await (await visibleFeedback(db, caller)).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const replies = await db
    .selectFrom('feedbackReply')
    .select(['id', 'side', 'account', 'content', 'attachmentIds', 'createTime'])
    .where('feedbackId', '=', id)
    .orderBy('id')
    .execute();
  const named = new Map(
    (
      await attachmentNames(db as Database, caller.tenantId, [
        ...row.attachmentIds,
        ...replies.flatMap((reply) => reply.attachmentIds),
      ])
    ).map((file) => [file.id, file]),
  );
  const filesOf = (ids: readonly string[]) =>
    ids.flatMap((fileId) => {
      const file = named.get(fileId);
      return file ? [{ ...file, link: feedbackFileLink(row.id, fileId) }] : [];
    });
  return {
    ...row,
    files: filesOf(row.attachmentIds),
    replies: replies.map(({ attachmentIds, ...reply }) => ({ ...reply, files: filesOf(attachmentIds) })),
    viewerSide: sideOf(caller),
  } as Feedback;
}

/** Whether `fileId` is one of the files of the feedback (the writer's or a reply's). */
export function isFileOfThread(feedback: Feedback, fileId: string): boolean {
  return [...feedback.files, ...feedback.replies.flatMap((reply) => reply.files)].some((file) => file.id === fileId);
}
