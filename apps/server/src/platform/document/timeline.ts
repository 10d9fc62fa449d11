import type { TimelineEntry } from '@smdp/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../db/database';
import type { Caller } from '../scope/caller';

export type TimelineMove = {
  docType: string;
  docId: string;
  action: string;
  fromState: string | null;
  toState: string | null;
  remark: string | null;
};

/** Writes one entry of a document's history, in the transaction of the move. */
export async function recordTimeline(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'tenantId' | 'userId' | 'account'>,
  move: TimelineMove,
): Promise<void> {
  await trx
    .insertInto('docTimeline')
    .values({ tenantId: caller.tenantId, userId: caller.userId, account: caller.account, ...move })
    .execute();
}

/** A document's history, oldest first. The caller checks first that the document is visible. */
export async function timelineOf(
  db: Database,
  caller: Pick<Caller, 'tenantId'>,
  docType: string,
  docId: string,
): Promise<TimelineEntry[]> {
  return db
    .selectFrom('docTimeline')
    .select(['id', 'action', 'fromState', 'toState', 'remark', 'userId', 'account', 'createTime'])
    .where('tenantId', '=', caller.tenantId)
    .where('docType', '=', docType)
    .where('docId', '=', docId)
    .orderBy('id')
    .execute();
}
