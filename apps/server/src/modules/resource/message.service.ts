import type { Page, PageQuery } from '@smdp/contracts';
import type { Message, MessageCategory, NewMessage } from '@smdp/contracts/resource';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { isCustomerOfTenant } from '../customer';
import { dictLabel } from '../structure';
import { isAccountOfTenant } from '../user';

/** A message as read: `categoryName` is the category in the reader's language (`message_category` dictionary). */
export type MessageRecord = Message & { createTime: Date; readTime: Date | null };

/**
 * A message reaches a user directly, or through the customer the user works for. Written as SQL over
 * the alias `m` so that every query below, with or without joins, shares the one rule.
 */
function visibleTo(reader: Caller) {
  const throughCustomer = reader.customerId ? sql`or m.recipient_customer_id = ${reader.customerId}` : sql``;
  return sql<boolean>`(m.tenant_id = ${reader.tenantId} and m.is_deleted = 0
    and (m.recipient_user_id = ${reader.userId} ${throughCustomer}))`;
}

const unreadBy = (reader: Caller) =>
  sql<boolean>`not exists (select 1 from blade_message_read r where r.message_id = m.id and r.user_id = ${reader.userId})`;

export async function unreadCount(db: Database, reader: Caller): Promise<number> {
  const row = await db
    .selectFrom('bladeMessage as m')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where(visibleTo(reader))
    .where(unreadBy(reader))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A text column in `lang` from its `<column>_i18n` translations, else the column itself. */
const inLanguage = (column: 'title' | 'content', lang: Language) =>
  sql<string>`coalesce(nullif(${sql.ref(`m.${column}_i18n`)}->>${lang}::text, ''), ${sql.ref(`m.${column}`)})`;

/** The tenant's own `message_category` entry, else the platform's, in `lang`; the code when neither has it. */
const categoryName = (lang: Language) => dictLabel('message_category', 'm.category', 'm.tenantId', lang);

function messages(db: Database, reader: Caller, lang: Language) {
  return db
    .selectFrom('bladeMessage as m')
    .leftJoin('bladeMessageRead as r', (join) =>
      join.onRef('r.messageId', '=', 'm.id').on('r.userId', '=', reader.userId),
    )
    .select([
      'm.id',
      'm.category',
      categoryName(lang).as('categoryName'),
      inLanguage('title', lang).as('title'),
      inLanguage('content', lang).as('content'),
      'm.createTime',
      sql<number>`case when r.read_at is null then 0 else 1 end`.as('isRead'),
      'r.readAt as readTime',
    ])
    .where(visibleTo(reader));
}

const FILTERS = { category: 'm.category', createTime: 'm.create_time' };
const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const SORTABLE = { createTime: 'm.create_time', title: 'm.title', category: 'm.category' };

export async function listMessages(
  db: Database,
  reader: Caller,
  page: PageQuery,
  filters: Record<string, unknown> & { isRead_equal?: '0' | '1' | undefined },
  where: { zone: string; lang: Language },
): Promise<Page<MessageRecord>> {
  const { title_like, ...rest } = filters;
  let query = applyFilters(messages(db, reader, where.lang), rest, FILTERS, where.zone);
  // A reader searches the title they read, in whichever language it was written.
  if (typeof title_like === 'string' && title_like) {
    const pattern = escapeLike(title_like);
    query = query.where((eb) =>
      eb.or([eb('m.title', 'ilike', pattern), eb(sql<string>`m.title_i18n::text`, 'ilike', pattern)]),
    );
  }
  if (filters.isRead_equal === '1') query = query.where('r.readAt', 'is not', null);
  if (filters.isRead_equal === '0') query = query.where('r.readAt', 'is', null);
  return paginate(query, page, SORTABLE, { column: 'm.create_time', direction: 'desc' });
}

/** Opening a message marks it read for this reader only; opening it twice at once is harmless. */
export async function openMessage(db: Database, reader: Caller, id: string, lang: Language): Promise<MessageRecord> {
  const visible = await db
    .selectFrom('bladeMessage as m')
    .select('m.id')
    .where('m.id', '=', id)
    .where(visibleTo(reader))
    .executeTakeFirst();
  if (!visible) throw notFound();
  await db
    .insertInto('bladeMessageRead')
    .values({ messageId: id, userId: reader.userId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return messages(db, reader, lang).where('m.id', '=', id).executeTakeFirstOrThrow();
}

export async function markAllRead(db: Database, reader: Caller): Promise<number> {
  const result = await db
    .insertInto('bladeMessageRead')
    .columns(['messageId', 'userId'])
    .expression((eb) =>
      eb
        .selectFrom('bladeMessage as m')
        .select(['m.id', sql<string>`cast(${reader.userId} as bigint)`.as('userId')])
        .where(visibleTo(reader))
        .where(unreadBy(reader)),
    )
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** Company staff write to a user or to every account of a customer, inside their own tenant. */
export async function sendMessage(db: Database, sender: Caller, message: NewMessage): Promise<string> {
  if (sender.customerId) throw forbidden();
  if (!message.recipientUserId && !message.recipientCustomerId) throw badRequest('recipientRequired');
  return db.transaction().execute(async (trx) => {
    if (message.recipientUserId && !(await isAccountOfTenant(trx, sender, message.recipientUserId))) throw notFound();
    if (message.recipientCustomerId && !(await isCustomerOfTenant(trx, sender, message.recipientCustomerId))) {
      throw notFound();
    }
    const row = await trx
      .insertInto('bladeMessage')
      .values({
        tenantId: sender.tenantId,
        title: message.title,
        content: message.content,
        category: message.category,
        recipientUserId: message.recipientUserId ?? null,
        recipientCustomerId: message.recipientCustomerId ?? null,
        createUser: sender.userId,
        updateUser: sender.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** A message another module writes about one of its records (e.g. a registration decided). */
export type Notice = {
  recipientUserId: string;
  category: MessageCategory;
  title: string;
  content: string;
  refType: string;
  refId: string;
};

/** Writes notices from the caller to their recipients, inside the caller's transaction. */
export async function sendNotices(trx: Transaction<DB>, caller: Caller, notices: readonly Notice[]): Promise<void> {
  if (!notices.length) return;
  await trx
    .insertInto('bladeMessage')
    .values(
      notices.map((notice) => ({
        tenantId: caller.tenantId,
        ...notice,
        createUser: caller.userId,
        updateUser: caller.userId,
      })),
    )
    .execute();
}
