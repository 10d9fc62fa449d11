import type { MenuInput, MenuPickerNode, MenuRecordNode as MenuRecord } from '@smdp/contracts/access';
import { type Selectable, sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB, I18nText, MenuTable } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, notFound } from '../../platform/http/errors';
import { LANGUAGES, type Language } from '../../platform/i18n/languages';
import type { Caller as AnyCaller } from '../../platform/scope/caller';
import { localized } from '../system';

/** `category` of a menu row (api-conventions.md "Menus and buttons"). */
export const MENU = 1;
export const BUTTON = 2;
const ROOT = '0';

export type MenuFilters = { code?: string | undefined; name?: string | undefined; category?: number | undefined };

type Caller = Pick<AnyCaller, 'tenantId' | 'userId' | 'account'>;
type Reader = Database | Transaction<DB>;
type MenuRow = Selectable<MenuTable>;

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function liveMenus(db: Reader, filters: MenuFilters = {}) {
  let query = db.selectFrom('bladeMenu').selectAll().where('isDeleted', '=', 0);
  if (filters.code) query = query.where('code', 'ilike', escapeLike(filters.code));
  if (filters.name) {
    const pattern = escapeLike(filters.name);
    query = query.where((eb) =>
      eb.or([eb('name', 'ilike', pattern), eb(sql<string>`name_i18n::text`, 'ilike', pattern)]),
    );
  }
  if (filters.category !== undefined) query = query.where('category', '=', filters.category);
  return query.orderBy('sort').orderBy('id');
}

/**
 * Parent names and which menus have live children (of `childCategory` when given: a menu-only listing
 * must not offer to open a menu whose children are all buttons): what every listing shows beside a row.
 */
async function surroundings(db: Reader, lang: Language, childCategory?: number) {
  const rows = await db
    .selectFrom('bladeMenu')
    .select(['id', 'parentId', 'name', 'nameI18n', 'category'])
    .where('isDeleted', '=', 0)
    .execute();
  const names = new Map(rows.map((row) => [String(row.id), localized(row.nameI18n, lang, row.name)]));
  const children = childCategory === undefined ? rows : rows.filter((row) => row.category === childCategory);
  const parents = new Set(children.map((row) => String(row.parentId)));
  return { nameOf: (id: string) => names.get(id) ?? null, hasChildren: (id: string) => parents.has(id) };
}

/** Every menu and button as a tree; with filters, the matching ones (a match whose parent does not match is a root). */
export async function menuList(db: Database, lang: Language, filters: MenuFilters): Promise<MenuRecord[]> {
  const [rows, around] = await Promise.all([liveMenus(db, filters).execute(), surroundings(db, lang)]);
  return linkTree(rows.map((row) => toRecord(row, lang, around.nameOf(row.parentId), false)));
}

/** The children of one menu (the top level for 0; every level for none), each saying whether it has children to load. */
export async function menuChildren(
  db: Database,
  lang: Language,
  parentId: string | undefined,
  filters: MenuFilters = {},
): Promise<MenuRecord[]> {
  const below = liveMenus(db, filters);
  const [rows, around] = await Promise.all([
    (parentId === undefined ? below : below.where('parentId', '=', parentId)).execute(),
    surroundings(db, lang, filters.category),
  ]);
  return rows.map((row) => toRecord(row, lang, around.nameOf(row.parentId), around.hasChildren(row.id)));
}

/** The menus (not buttons) as a tree, for parent pickers. */
export async function menuPickerTree(db: Database, lang: Language): Promise<MenuPickerNode[]> {
  const rows = await liveMenus(db, { category: MENU }).execute();
  const nodes = new Map<string, MenuPickerNode>(
    rows.map((row) => {
      const title = localized(row.nameI18n, lang, row.name);
      return [row.id, { id: row.id, parentId: row.parentId, title, key: row.id, value: row.id }];
    }),
  );
  const roots: MenuPickerNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

export async function menuDetail(db: Reader, lang: Language, id: string): Promise<MenuRecord> {
  const row = await liveMenus(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  const around = await surroundings(db, lang);
  return toRecord(row, lang, around.nameOf(row.parentId), around.hasChildren(row.id));
}

/** The untranslated name column: the first language given, Chinese first as the seed does. */
const defaultName = (names: I18nText): string => LANGUAGES.map((lang) => names[lang]?.trim()).find(Boolean) ?? '';

/** Creates a menu or button, or updates the one with `id` if `version` is still current (else 409). */
export async function saveMenu(
  db: Database,
  caller: Caller,
  lang: Language,
  input: z.output<typeof MenuInput>,
  ip?: string,
): Promise<MenuRecord> {
  // BladeX clients (Saber's menu form) send one `name`, in the caller's language, and echo the nameI18n they read.
  const given = input.name ? { ...input.nameI18n, [lang]: input.name } : input.nameI18n;
  const nameI18n = Object.fromEntries(
    LANGUAGES.flatMap((one) => (given[one]?.trim() ? [[one, given[one].trim()]] : [])),
  ) as I18nText;
  const name = defaultName(nameI18n);
  if (!name) throw badRequest('menuNameRequired');
  try {
    return await db.transaction().execute(async (trx) => {
      await assertParentFits(trx, input);
      const values = {
        parentId: input.parentId,
        code: input.code,
        name,
        nameI18n: JSON.stringify(nameI18n),
        alias: input.alias ?? null,
        path: input.path ?? null,
        source: input.source ?? null,
        sort: input.sort,
        category: input.category,
        action: input.category === BUTTON ? input.action : 0,
        isOpen: input.isOpen,
        component: input.component ?? null,
        query: input.query ?? null,
        meta: input.meta ? JSON.stringify(input.meta) : null,
        remark: input.remark ?? null,
        status: input.status,
      };
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'bladeMenu',
          { id: input.id, version: input.version ?? 0 },
          values,
          { userId: caller.userId },
        );
        await recordAudit(trx, caller, { action: 'update', entity: 'menu', entityId: input.id, before, after }, ip);
        return menuDetail(trx, lang, input.id);
      }
      const created = await trx
        .insertInto('bladeMenu')
        .values({ ...values, createUser: caller.userId, updateUser: caller.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, caller, { action: 'create', entity: 'menu', entityId: created.id, after: created }, ip);
      return menuDetail(trx, lang, created.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('menuCodeTaken', { code: input.code });
    throw error;
  }
}

/**
 * A parent is a live menu (never a button), not the menu itself nor one below it; a button always has
 * a parent menu, and a menu with children cannot become a button.
 */
async function assertParentFits(trx: Transaction<DB>, input: z.output<typeof MenuInput>): Promise<void> {
  if (input.parentId === ROOT) {
    if (input.category === BUTTON) throw badRequest('menuParentInvalid');
  } else {
    const menus = new Map(
      (
        await trx.selectFrom('bladeMenu').select(['id', 'parentId', 'category']).where('isDeleted', '=', 0).execute()
      ).map((row) => [String(row.id), row]),
    );
    if (menus.get(input.parentId)?.category !== MENU) throw badRequest('menuParentInvalid');
    for (let up: string | undefined = input.parentId; up && up !== ROOT; up = menus.get(up)?.parentId) {
      if (up === input.id) throw badRequest('menuParentInvalid');
    }
  }
  if (input.id && input.category === BUTTON) {
    const child = await trx
      .selectFrom('bladeMenu')
      .select('id')
      .where('parentId', '=', input.id)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (child) throw badRequest('menuParentInvalid');
  }
}

/** Soft-removes menus and buttons; one with a live child that is not removed too fails the whole call. */
export async function removeMenus(
  db: Database,
  caller: Caller,
  lang: Language,
  ids: string[],
  ip?: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const child = await trx
      .selectFrom('bladeMenu as c')
      .innerJoin('bladeMenu as p', 'p.id', 'c.parentId')
      .select(['p.name', 'p.nameI18n'])
      .where('c.parentId', 'in', ids)
      .where('c.id', 'not in', ids)
      .where('c.isDeleted', '=', 0)
      .executeTakeFirst();
    if (child) throw badRequest('menuHasChildren', { name: localized(child.nameI18n, lang, child.name) });
    const removed = await softRemove(trx, 'bladeMenu', ids, { userId: caller.userId });
    if (removed.length) {
      await recordAudit(trx, caller, { action: 'delete', entity: 'menu', entityId: removed.map((row) => row.id) }, ip);
    }
    return removed.length;
  });
}

function toRecord(row: MenuRow, lang: Language, parentName: string | null, hasChildren: boolean): MenuRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    parentName,
    code: row.code,
    name: localized(row.nameI18n, lang, row.name),
    nameI18n: row.nameI18n ?? {},
    alias: row.alias,
    path: row.path,
    source: row.source,
    sort: row.sort,
    category: row.category,
    action: row.action,
    isOpen: row.isOpen,
    component: row.component,
    query: row.query,
    meta: row.meta,
    remark: row.remark,
    status: row.status,
    version: row.version,
    createTime: row.createTime,
    hasChildren,
  };
}

function linkTree(nodes: MenuRecord[]): MenuRecord[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const roots: MenuRecord[] = [];
  for (const node of nodes) {
    const parent = byId.get(node.parentId);
    if (parent) {
      parent.children = [...(parent.children ?? []), node];
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}
