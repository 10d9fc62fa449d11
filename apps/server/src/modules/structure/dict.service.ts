import type { Page, PageQuery } from '@smdp/contracts';
import { type Dict, type DictInput, type DictItem, type PickerNode, ROOT } from '@smdp/contracts/structure';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { DB, DictTable } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate, sortedRows } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { localized } from '../system';
import { linkTree, pickerTree } from './tree';

type Reader = Database | Transaction<DB>;
type DictRow = Selectable<DictTable>;

/** The key a dictionary's own row carries (BladeX's convention). */
const DICTIONARY_ROW_KEY = '-1';

/**
 * The live entries of one dictionary in the caller's language. A tenant that keeps its own dictionary
 * under `code` gets its own; every other tenant gets the platform's (the administrator tenant's).
 */
export async function dictionaryOf(db: Database, tenantId: string, code: string, lang: Language): Promise<DictItem[]> {
  const rows = await db
    .selectFrom('bladeDict')
    .select(['id', 'parentId', 'code', 'dictKey', 'dictValue', 'dictValueI18n', 'sort', 'remark', 'tenantId'])
    .where('code', '=', code)
    .where('parentId', '<>', ROOT)
    .where('tenantId', 'in', [tenantId, ADMIN_TENANT])
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const source = rows.some((row) => row.tenantId === tenantId) ? tenantId : ADMIN_TENANT;
  return rows
    .filter((row) => row.tenantId === source)
    .map(({ dictValueI18n, tenantId: _, ...row }) => ({
      ...row,
      dictValue: localized(dictValueI18n, lang, row.dictValue),
    }));
}

function liveDicts(db: Reader, tenantId: string) {
  return db
    .selectFrom('bladeDict')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('sort')
    .orderBy('id');
}

/** `dictValue` in the caller's language (the untranslated column when that language is missing). */
const toDict = (row: DictRow, lang: Language, hasChildren = false): Dict => ({
  id: row.id,
  parentId: row.parentId,
  code: row.code,
  dictKey: row.dictKey,
  dictValue: localized(row.dictValueI18n, lang, row.dictValue),
  dictValueI18n: row.dictValueI18n ?? {},
  sort: row.sort,
  remark: row.remark,
  isSealed: row.isSealed,
  status: row.status,
  version: row.version,
  createTime: row.createTime,
  hasChildren,
});

export type DictFilters = { code?: string | undefined; dictValue?: string | undefined };

/** A name filter matches the untranslated value or any translation, as a reader sees either. */
const valueMatches = (row: DictRow, part: string | undefined) =>
  contains(row.dictValue, part) || Object.values(row.dictValueI18n ?? {}).some((text) => contains(text, part));

const contains = (text: string, part: string | undefined) => !part || text.toLowerCase().includes(part.toLowerCase());

/** Every dictionary of the tenant with its entries beneath it; filters keep the matching dictionaries. */
export async function dictTree(
  db: Database,
  tenantId: string,
  lang: Language,
  filters: DictFilters = {},
): Promise<Dict[]> {
  const rows = await liveDicts(db, tenantId).execute();
  const kept = new Set(
    rows
      .filter(
        (row) => row.parentId === ROOT && contains(row.code, filters.code) && valueMatches(row, filters.dictValue),
      )
      .map((row) => row.id),
  );
  return linkTree(rows.filter((row) => kept.has(row.id) || kept.has(row.parentId)).map((row) => toDict(row, lang)));
}

const PARENT_FILTERS = { code: 'code', createTime: 'create_time' };
const CHILD_FILTERS = { dictKey: 'dict_key', status: 'status' };

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `dictValue` / `dictValue_like` match the untranslated value or any translation: a reader sees either. */
function withValueFilter(query: ReturnType<typeof liveDicts>, filters: Record<string, unknown>) {
  const { dictValue, dictValue_like, ...rest } = filters;
  const part = dictValue_like ?? dictValue;
  if (typeof part !== 'string' || !part) return { query, rest };
  const pattern = escapeLike(part);
  return {
    query: query.where((eb) =>
      eb.or([eb('dictValue', 'ilike', pattern), eb(sql<string>`dict_value_i18n::text`, 'ilike', pattern)]),
    ),
    rest,
  };
}
const SORTABLE = { code: 'code', dictKey: 'dict_key', sort: 'sort', createTime: 'create_time' };

/** The tenant's dictionaries (top-level rows), a page. */
export async function dictParents(
  db: Database,
  tenantId: string,
  page: PageQuery,
  filters: Record<string, unknown>,
  where: { zone: string; lang: Language },
): Promise<Page<Dict>> {
  const named = withValueFilter(liveDicts(db, tenantId).where('parentId', '=', ROOT), filters);
  const query = applyFilters(named.query, named.rest, PARENT_FILTERS, where.zone);
  const found = await paginate(query, page, SORTABLE, { column: 'sort', direction: 'asc' });
  return { ...found, records: found.records.map((row) => toDict(row, where.lang, true)) };
}

/** The entries of the tenant's dictionary `parentId`, all of them (a picker's choices). */
export async function dictChildren(
  db: Database,
  tenantId: string,
  parentId: string,
  sort: Pick<PageQuery, 'ascs' | 'descs'>,
  filters: Record<string, unknown>,
  where: { zone: string; lang: Language },
): Promise<Dict[]> {
  const named = withValueFilter(liveDicts(db, tenantId).where('parentId', '=', parentId), filters);
  const query = applyFilters(named.query, named.rest, CHILD_FILTERS, where.zone);
  const rows = await sortedRows(query, sort, SORTABLE, { column: 'sort', direction: 'asc' }, MAX_DICT_ENTRIES);
  return rows.map((row) => toDict(row, where.lang));
}

/** More than any dictionary holds: a picker's choices, never a business list. */
const MAX_DICT_ENTRIES = 1000;

/** The tenant's dictionaries with their entries, for pickers. */
export async function dictPicker(db: Database, tenantId: string, lang: Language): Promise<PickerNode[]> {
  const rows = await liveDicts(db, tenantId).execute();
  return pickerTree(
    rows.map((row) => {
      const value = localized(row.dictValueI18n, lang, row.dictValue);
      return {
        id: row.id,
        parentId: row.parentId,
        title: row.parentId === ROOT ? `${row.code} ${value}` : `${row.dictKey} ${value}`,
      };
    }),
  );
}

export async function dictDetail(db: Reader, tenantId: string, id: string, lang: Language): Promise<Dict> {
  const row = await liveDicts(db, tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toDict(row, lang, row.parentId === ROOT);
}

/**
 * Creates or updates (with `version`) a dictionary (parentId 0: `code` required) or an entry of one
 * (`dictKey` required; the code is the dictionary's). A dictionary's new code is carried to its entries.
 * Sealed rows keep their code and key.
 */
export async function saveDict(
  db: Database,
  caller: Caller,
  input: DictInput,
  lang: Language,
  ip?: string,
): Promise<Dict> {
  const isDictionary = input.parentId === ROOT;
  try {
    return await db.transaction().execute(async (trx) => {
      let code = input.code;
      if (!isDictionary) {
        const parent = await liveDicts(trx, caller.tenantId)
          .where('id', '=', input.parentId)
          .where('parentId', '=', ROOT)
          .executeTakeFirst();
        if (!parent) throw badRequest('dictParentInvalid');
        code = parent.code;
        if (!input.dictKey) throw badRequest('invalidParameter', { field: 'dictKey', detail: 'required' });
      } else if (!code) {
        throw badRequest('invalidParameter', { field: 'code', detail: 'required' });
      }
      const values = {
        parentId: input.parentId,
        code: code as string,
        dictKey: isDictionary ? DICTIONARY_ROW_KEY : (input.dictKey as string),
        dictValue: input.dictValue,
        dictValueI18n: JSON.stringify(input.dictValueI18n),
        sort: input.sort,
        remark: input.remark ?? null,
        status: input.status,
      };
      if (input.id) {
        const current = await dictDetail(trx, caller.tenantId, input.id, lang);
        if ((current.parentId === ROOT) !== isDictionary) throw badRequest('dictParentInvalid');
        if (current.isSealed && (current.code !== values.code || current.dictKey !== values.dictKey)) {
          throw badRequest('dictSealed', { code: current.code });
        }
        const { before, after } = await updateVersioned(
          trx,
          'bladeDict',
          { id: input.id, version: input.version ?? 0 },
          values,
          { tenantId: caller.tenantId, userId: caller.userId },
        );
        if (isDictionary && before.code !== after.code) {
          await trx
            .updateTable('bladeDict')
            .set({ code: after.code, updateTime: new Date(), updateUser: caller.userId })
            .where('tenantId', '=', caller.tenantId)
            .where('parentId', '=', after.id)
            .execute();
        }
        await recordAudit(trx, caller, { action: 'update', entity: 'dict', entityId: input.id, before, after }, ip);
        return dictDetail(trx, caller.tenantId, input.id, lang);
      }
      const created = await trx
        .insertInto('bladeDict')
        .values({ ...values, tenantId: caller.tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'dict', entityId: created.id, after: created }, ip);
      return dictDetail(trx, caller.tenantId, created.id, lang);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw isDictionary
      ? badRequest('dictCodeTaken', { code: input.code ?? '' })
      : badRequest('dictKeyTaken', { key: input.dictKey ?? '' });
  }
}

/**
 * Soft-removes dictionary rows of the caller's tenant. A sealed row, or a dictionary that still has live
 * entries not removed in the same call, makes the whole call fail with nothing changed.
 */
export async function removeDicts(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const sealed = await liveDicts(trx, caller.tenantId)
      .where('id', 'in', ids)
      .where('isSealed', '=', 1)
      .executeTakeFirst();
    if (sealed) throw badRequest('dictSealed', { code: sealed.code });
    const entry = await liveDicts(trx, caller.tenantId)
      .where('parentId', 'in', ids)
      .where('id', 'not in', ids)
      .executeTakeFirst();
    if (entry) throw badRequest('dictHasEntries', { code: entry.code });
    const removed = await softRemove(trx, 'bladeDict', ids, { tenantId: caller.tenantId, userId: caller.userId });
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'dict', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}
