import type { Page, PageQuery } from '@smdp/contracts';
import type { Post, PostInput } from '@smdp/contracts/structure';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { liveUserInPost } from '../user';
import { dictLabel } from './for-resource';

type Reader = Database | Transaction<DB>;

function livePosts(db: Reader, caller: Caller, lang: Language) {
  return tenantRows(db, caller, 'bladePost').select([
    'id',
    'tenantId',
    dictLabel('post_category', sql<string>`${sql.ref('bladePost.category')}::text`, 'bladePost.tenantId', lang).as(
      'categoryName',
    ),
    'category',
    'postCode',
    'postName',
    'sort',
    'remark',
    'status',
    'version',
    'createTime',
  ]);
}

const FILTERS = { postCode: 'post_code', postName: 'post_name', category: 'category', createTime: 'create_time' };
const SORTABLE = {
  postCode: 'post_code',
  postName: 'post_name',
  category: 'category',
  sort: 'sort',
  createTime: 'create_time',
};

export async function listPosts(
  db: Database,
  caller: Caller,
  page: PageQuery,
  filters: Record<string, unknown>,
  where: { zone: string; lang: Language },
): Promise<Page<Post>> {
  return paginate(applyFilters(livePosts(db, caller, where.lang), filters, FILTERS, where.zone), page, SORTABLE, {
    column: 'sort',
    direction: 'asc',
  });
}

/** Every post of the tenant, for pickers. */
export async function selectPosts(db: Database, caller: Caller, lang: Language): Promise<Post[]> {
  return livePosts(db, caller, lang).orderBy('sort').orderBy('id').execute();
}

export async function postDetail(db: Reader, caller: Caller, id: string, lang: Language): Promise<Post> {
  const row = await livePosts(db, caller, lang).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Creates a post, or updates the one with `id` if `version` is still current (else 409); codes are unique per tenant. */
export async function savePost(
  db: Database,
  caller: Caller,
  input: PostInput,
  lang: Language,
  ip?: string,
): Promise<Post> {
  const values = {
    category: input.category,
    postCode: input.postCode,
    postName: input.postName,
    sort: input.sort,
    remark: input.remark ?? null,
  };
  try {
    return await db.transaction().execute(async (trx) => {
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'bladePost',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        await recordAudit(trx, caller, { action: 'update', entity: 'post', entityId: input.id, before, after }, ip);
        return postDetail(trx, caller, input.id, lang);
      }
      const created = await trx
        .insertInto('bladePost')
        .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'post', entityId: created.id, after: created }, ip);
      return postDetail(trx, caller, created.id, lang);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('postCodeTaken', { code: input.postCode });
    throw error;
  }
}

/** Soft-removes posts; one still held by a live user fails the whole call with nothing changed. */
export async function removePosts(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const held = await trx
      .selectFrom('bladePost as p')
      .select('p.postName')
      .where('p.id', 'in', ids)
      .where('p.tenantId', '=', caller.tenantId)
      .where('p.isDeleted', '=', 0)
      .where((eb) => liveUserInPost(eb.ref('p.id')))
      .executeTakeFirst();
    if (held) throw badRequest('postInUse', { name: held.postName });
    const removed = await softRemove(trx, 'bladePost', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'post', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}
