import type { Notice, NoticeInput } from '@smdp/contracts/resource';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { AppError, notFound, staleVersion } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { lockRow } from '../../platform/scope/tenant';
import { companyPartyOf } from '../customer';
import { isReadable, noticeOf } from './notice.queries';

type Context = { ip: string | undefined };
type Versioned = { id: string; version: number };
const ENTITY = 'notice';

function assertStaff(caller: Caller) {
  if (caller.customerId) throw new AppError(403, 'noticeStaffOnly');
}

const columnsOf = (input: NoticeInput) => ({
  title: input.title,
  body: input.body,
  audienceTypes: input.audience.types,
  audienceLevels: input.audience.levels,
  audienceRegions: input.audience.regions,
  audienceParties: input.audience.parties,
  publishAt: input.publishAt,
  expireAt: input.expireAt,
  pinned: input.pinned,
  requiresAck: input.requiresAck,
});

async function lockVersion(trx: Transaction<DB>, caller: Caller, { id, version }: Versioned) {
  const row = await lockRow(trx, caller, 'notice', id);
  if (row.version !== version) throw staleVersion();
  return row;
}

/** A new draft, or a draft changed (with its version); published notices are withdrawn, not edited. */
export async function saveNotice(db: Database, caller: Caller, input: NoticeInput, context: Context): Promise<Notice> {
  assertStaff(caller);
  const id = await db.transaction().execute(async (trx) => {
    const columns = columnsOf(input);
    if (!input.id) {
      const created = await trx
        .insertInto('notice')
        .values({
          tenantId: caller.tenantId,
          publisherPartyId: await companyPartyOf(trx, caller.tenantId),
          ...columns,
          createUser: caller.userId,
          updateUser: caller.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        caller,
        { action: 'create', entity: ENTITY, entityId: created.id, after: columns },
        context.ip,
      );
      return created.id;
    }
    const row = await lockVersion(trx, caller, { id: input.id, version: input.version ?? 0 });
    if (row.state !== 'DRAFT') throw new AppError(409, 'noticeStateInvalid');
    await trx
      .updateTable('notice')
      .set({ ...columns, updateUser: caller.userId, updateTime: new Date(), version: row.version + 1 })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: ENTITY, entityId: row.id, before: row, after: columns },
      context.ip,
    );
    return row.id;
  });
  return noticeOf(db, caller, id);
}

/** DRAFT -> PUBLISHED (readers see it from its publish time) and PUBLISHED -> WITHDRAWN. */
export async function moveNotice(
  db: Database,
  caller: Caller,
  action: 'publish' | 'withdraw',
  target: Versioned,
  context: Context,
): Promise<Notice> {
  assertStaff(caller);
  await db.transaction().execute(async (trx) => {
    const row = await lockVersion(trx, caller, target);
    const [from, to] = action === 'publish' ? (['DRAFT', 'PUBLISHED'] as const) : (['PUBLISHED', 'WITHDRAWN'] as const);
    if (row.state !== from) throw new AppError(409, 'noticeStateInvalid');
    await trx
      .updateTable('notice')
      .set({
        state: to,
        ...(action === 'publish' ? { publishedAt: new Date() } : {}),
        updateUser: caller.userId,
        updateTime: new Date(),
        version: row.version + 1,
      })
      .where('id', '=', row.id)
      .execute();
    await recordAudit(
      trx,
      caller,
      { action, entity: ENTITY, entityId: row.id, before: { state: from }, after: { state: to } },
      context.ip,
    );
  });
  return noticeOf(db, caller, target.id);
}

/** Soft-deletes notices of the caller's tenant; those read stay in their readers' records. */
export async function removeNotices(db: Database, caller: Caller, ids: string[], context: Context): Promise<void> {
  assertStaff(caller);
  await db.transaction().execute(async (trx) => {
    for (const id of ids) await lockRow(trx, caller, 'notice', id);
    await trx
      .updateTable('notice')
      .set({ isDeleted: 1, updateUser: caller.userId, updateTime: new Date() })
      .where('tenantId', '=', caller.tenantId)
      .where('id', 'in', ids)
      .execute();
    await recordAudit(trx, caller, { action: 'delete', entity: ENTITY, entityId: ids }, context.ip);
  });
}

/** Opening a notice marks it read for the caller (the first time only). */
export async function openNotice(db: Database, caller: Caller, id: string): Promise<Notice> {
  if (!(await isReadable(db, caller, id))) throw notFound();
  await db
    .insertInto('noticeRead')
    .values({ noticeId: id, userId: caller.userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return noticeOf(db, caller, id);
}

/** The caller acknowledges a notice that asks for it (reading it too); a second time changes nothing. */
export async function ackNotice(db: Database, caller: Caller, id: string): Promise<Notice> {
  const notice = await noticeOf(db, caller, id);
  if (!notice.requiresAck) throw new AppError(400, 'noticeNoAckNeeded');
  const now = new Date();
  await db
    .insertInto('noticeRead')
    .values({ noticeId: id, userId: caller.userId, readAt: now, ackedAt: now })
    .onConflict((oc) =>
      oc
        .columns(['noticeId', 'userId'])
        .doUpdateSet({ ackedAt: (eb) => eb.fn.coalesce('noticeRead.ackedAt', eb.val(now)) }),
    )
    .execute();
  return noticeOf(db, caller, id);
}
