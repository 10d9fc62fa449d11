import type { Page, PageQuery } from '@smdp/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Session } from '../../platform/auth/tokens';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';

export type Post = {
  id: string;
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark: string | null;
  status: number;
  version: number;
  createTime: Date;
};

export type PostInput = {
  id?: string | undefined;
  version?: number | undefined;
  category: number;
  postCode: string;
  postName: string;
  sort: number;
  remark?: string | null | undefined;
};

type Caller = Pick<Session, 'tenantId' | 'userId' | 'account'>;
type Reader = Database | Transaction<DB>;

function livePosts(db: Reader, tenantId: string) {
  return db
    .selectFrom('bladePost')
    .select(['id', 'category', 'postCode', 'postName', 'sort', 'remark', 'status', 'version', 'createTime'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0);
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
  tenantId: string,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<Post>> {
  return paginate(applyFilters(livePosts(db, tenantId), filters, FILTERS, zone), page, SORTABLE, {
    column: 'sort',
    direction: 'asc',
  });
}

/** Every post of the tenant, for pickers. */
export async function selectPosts(db: Database, tenantId: string): Promise<Post[]> {
  return livePosts(db, tenantId).orderBy('sort').orderBy('id').execute();
}

export async function postDetail(db: Reader, tenantId: string, id: string): Promise<Post> {
  const row = await livePosts(db, tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Creates a post, or updates the one with `id` if `version` is still current (else 409); codes are unique per tenant. */
export async function savePost(db: Database, caller: Caller, input: PostInput, ip?: string): Promise<Post> {
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
        return postDetail(trx, caller.tenantId, input.id);
      }
      const created = await trx
        .insertInto('bladePost')
        .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'post', entityId: created.id, after: created }, ip);
      return postDetail(trx, caller.tenantId, created.id);
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
      .innerJoin('bladeUser as u', 'u.postId', 'p.id')
      .select('p.postName')
      .where('p.id', 'in', ids)
      .where('p.tenantId', '=', caller.tenantId)
      .where('p.isDeleted', '=', 0)
      .where('u.isDeleted', '=', 0)
      .executeTakeFirst();
    if (held) throw badRequest('postInUse', { name: held.postName });
    const removed = await softRemove(trx, 'bladePost', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'post', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}
