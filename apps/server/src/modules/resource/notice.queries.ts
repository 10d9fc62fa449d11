import type { Page, PageQuery } from '@smdp/contracts';
import type { Notice, NoticeReaders, NoticeState } from '@smdp/contracts/resource';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/database';
import { paginate } from '../../platform/db/list-query';
import { AppError, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { partiesAs } from '../customer';
import { customerAccountsAs } from '../user';
import { live, reaches, shownState } from './notice.audience';

/**
 * The notices the caller may open: company staff every notice of their tenant (they publish them), a
 * customer's account those live now whose audience its customer is in.
 */
function readable(db: Database, caller: Caller) {
  const query = db
    .selectFrom('notice as n')
    .leftJoin('noticeRead as r', (join) => join.onRef('r.noticeId', '=', 'n.id').on('r.userId', '=', caller.userId))
    .where('n.tenantId', '=', caller.tenantId)
    .where('n.isDeleted', '=', 0);
  const { customerId } = caller;
  if (!customerId) return query;
  return query
    .where(live)
    .where((eb) =>
      eb.exists(
        db
          .selectFrom(partiesAs(db, 'p'))
          .select(sql<number>`1`.as('one'))
          .where('p.id', '=', customerId)
          .where('p.tenantId', '=', caller.tenantId)
          .where(reaches('p')),
      ),
    );
}

function notices(db: Database, caller: Caller) {
  return readable(db, caller).select([
    'n.id',
    'n.version',
    'n.title',
    'n.body',
    'n.audienceTypes',
    'n.audienceLevels',
    'n.audienceRegions',
    'n.audienceParties',
    'n.publishAt',
    'n.expireAt',
    'n.pinned',
    'n.requiresAck',
    shownState.as('state'),
    'n.publishedAt',
    'r.readAt',
    'r.ackedAt',
    'n.createTime',
  ]);
}

type NoticeRow = Awaited<ReturnType<ReturnType<typeof notices>['executeTakeFirstOrThrow']>>;

const asNotice = ({ audienceTypes, audienceLevels, audienceRegions, audienceParties, ...row }: NoticeRow): Notice => ({
  ...row,
  audience: {
    types: audienceTypes as Notice['audience']['types'],
    levels: audienceLevels,
    regions: audienceRegions,
    parties: audienceParties,
  },
});

const SORTABLE = { publishAt: 'n.publish_at', title: 'n.title', createTime: 'n.create_time' };

/** Pinned notices first, then the newest; staff may filter by state (EXPIRED as shown). */
export async function listNotices(
  db: Database,
  caller: Caller,
  page: PageQuery,
  filters: { title_like?: string | undefined; state_equal?: NoticeState | '' | undefined },
): Promise<Page<Notice>> {
  let query = notices(db, caller).orderBy('n.pinned', 'desc');
  if (filters.title_like) {
    query = query.where('n.title', 'ilike', `%${filters.title_like.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  if (filters.state_equal) query = query.where(shownState, '=', filters.state_equal);
  const result = await paginate(query, page, SORTABLE, { column: 'n.publish_at', direction: 'desc' });
  return { ...result, records: result.records.map(asNotice) };
}

export async function noticeOf(db: Database, caller: Caller, id: string): Promise<Notice> {
  const row = await notices(db, caller).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return asNotice(row);
}

/** What the sign-in dialog shows a customer's account: live notices it must acknowledge and has not. */
export async function pendingAcks(db: Database, caller: Caller): Promise<Notice[]> {
  if (!caller.customerId) return [];
  const rows = await notices(db, caller)
    .where('n.requiresAck', '=', true)
    .where('r.ackedAt', 'is', null)
    .orderBy('n.pinned', 'desc')
    .orderBy('n.publishAt', 'asc')
    .execute();
  return rows.map(asNotice);
}

/** Whether `caller` may open notice `id` (a customer's account: a live one aimed at its customer). */
export async function isReadable(db: Database, caller: Caller, id: string): Promise<boolean> {
  return (await readable(db, caller).select('n.id').where('n.id', '=', id).executeTakeFirst()) !== undefined;
}

/**
 * Every live customer account whose customer is in the notice's audience, with when it read and
 * acknowledged the notice: those who have not come first. Company staff only.
 */
export async function noticeReaders(db: Database, caller: Caller, id: string): Promise<NoticeReaders> {
  if (caller.customerId) throw new AppError(403, 'noticeStaffOnly');
  await noticeOf(db, caller, id);
  const records = await db
    .selectFrom('notice as n')
    .innerJoin(partiesAs(db, 'p'), (join) => join.on('p.tenantId', '=', caller.tenantId).on('p.isDeleted', '=', 0))
    .innerJoin(customerAccountsAs(db, 'u'), 'u.customerId', 'p.id')
    .leftJoin('noticeRead as r', (join) => join.onRef('r.noticeId', '=', 'n.id').onRef('r.userId', '=', 'u.id'))
    .select([
      'u.id as userId',
      'u.account',
      'u.realName',
      'p.id as partyId',
      'p.customerCode as partyCode',
      'p.customerName as partyName',
      'r.readAt',
      'r.ackedAt',
    ])
    .where('n.id', '=', id)
    .where('n.tenantId', '=', caller.tenantId)
    .where('u.tenantId', '=', caller.tenantId)
    .where('p.partyType', '!=', 'COMPANY')
    .where(reaches('p'))
    .orderBy(sql`r.acked_at is not null`)
    .orderBy(sql`r.read_at is not null`)
    .orderBy('p.customerCode')
    .orderBy('u.account')
    .execute();
  return {
    total: records.length,
    read: records.filter((reader) => reader.readAt).length,
    acked: records.filter((reader) => reader.ackedAt).length,
    records: records.map((reader) => ({ ...reader, partyId: String(reader.partyId) })),
  };
}
