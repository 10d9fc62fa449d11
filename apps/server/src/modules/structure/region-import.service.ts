import type { ImportResult } from '@smdp/contracts';
import { REGION_LIMITS, ROOT, TOP_REGION_CODE } from '@smdp/contracts/structure';
import { sql } from 'kysely';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest } from '../../platform/http/errors';
import type { Language } from '../../platform/i18n/languages';
import type { Caller } from '../../platform/scope/caller';
import type { SheetRow } from '../../platform/sheets/read-sheet';
import { titleIn } from '../../platform/sheets/sheet-columns';
import { RowErrors } from '../../platform/sheets/sheet-errors';
import { REGION_COLUMNS, type RegionColumn } from './region-import.columns';

/** The deepest level: a district (1 country, 2 province, 3 city, 4 district). */
const DEEPEST = 4;
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

type Existing = { id: string; parentCode: string; regionLevel: number };
type RegionPlan = {
  row: number;
  code: string;
  parentCode: string;
  name: string;
  sort?: number;
  remark?: string;
  existing?: Existing;
  level: number;
};

const column = (key: RegionColumn) => REGION_COLUMNS.find((one) => one.key === key) as (typeof REGION_COLUMNS)[number];

/**
 * Imports regions from a sheet (BladeX `import-region`) in one transaction. A row names its parent by
 * code (empty or 00: a country), in the tenant or earlier or later in the same sheet; levels follow from
 * the parents, at most four. A code that exists is updated (name, and sort and remark when filled) when
 * `covered`, refused otherwise; an import never moves a region to another parent.
 */
export async function importRegions(
  db: Database,
  caller: Caller,
  rows: SheetRow<RegionColumn>[],
  covered: boolean,
  lang: Language,
  ip?: string,
): Promise<ImportResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await existingRegions(trx, caller.tenantId);
      const plans = planRows(rows, existing, covered, lang);
      const idOf = new Map([...existing].map(([code, region]) => [code, region.id]));
      const ids: string[] = [];
      // Parents before their children, so each insert finds its parent's id.
      const fresh = plans.filter((one) => !one.existing).sort((a, b) => a.level - b.level);
      for (const plan of fresh) {
        const { id } = await trx
          .insertInto('bladeRegion')
          .values({
            tenantId: caller.tenantId,
            parentId: plan.parentCode === TOP_REGION_CODE ? ROOT : (idOf.get(plan.parentCode) as string),
            code: plan.code,
            name: plan.name,
            regionLevel: plan.level,
            sort: plan.sort ?? 0,
            remark: plan.remark ?? null,
            createUser: caller.userId,
            updateUser: caller.userId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        idOf.set(plan.code, id);
        ids.push(id);
      }
      const updates = plans.filter((plan) => plan.existing);
      for (const plan of updates) {
        const id = plan.existing?.id as string;
        await trx
          .updateTable('bladeRegion')
          .set({
            name: plan.name,
            ...(plan.sort === undefined ? {} : { sort: plan.sort }),
            ...(plan.remark === undefined ? {} : { remark: plan.remark }),
            version: sql`version + 1`,
            updateUser: caller.userId,
            updateTime: new Date(),
          })
          .where('id', '=', id)
          .where('tenantId', '=', caller.tenantId)
          .execute();
        ids.push(id);
      }
      await recordAudit(trx, caller, { action: 'import', entity: 'region', entityId: ids }, ip);
      return { created: ids.length - updates.length, updated: updates.length };
    });
  } catch (error) {
    // A region created by someone else while this import ran.
    if (isUniqueViolation(error)) throw badRequest('regionCodeTaken', { code: '' });
    throw error;
  }
}

async function existingRegions(db: Database, tenantId: string): Promise<Map<string, Existing>> {
  const rows = await db
    .selectFrom('bladeRegion as r')
    .leftJoin('bladeRegion as p', (join) => join.onRef('p.id', '=', 'r.parentId').on('p.isDeleted', '=', 0))
    .select(['r.id', 'r.code', 'r.regionLevel', 'p.code as parentCode'])
    .where('r.tenantId', '=', tenantId)
    .where('r.isDeleted', '=', 0)
    .execute();
  return new Map(
    rows.map((row) => [
      row.code,
      { id: row.id, parentCode: row.parentCode ?? TOP_REGION_CODE, regionLevel: row.regionLevel },
    ]),
  );
}

/**
 * Checks every row and gives each its level; throws one message naming each refused row (a row below a
 * refused one is not named again).
 */
function planRows(
  rows: SheetRow<RegionColumn>[],
  existing: Map<string, Existing>,
  covered: boolean,
  lang: Language,
): RegionPlan[] {
  const errors = new RowErrors(lang);
  const plans = new Map<string, Omit<RegionPlan, 'level'>>();
  const refused = new Set<string>();
  for (const { row, cells } of rows) {
    const read = errors.check(row, () => {
      const plan = planOf(row, cells, existing, covered, lang);
      if (plans.has(plan.code)) throw badRequest('importDuplicateRow', { value: plan.code });
      plans.set(plan.code, plan);
      return true;
    });
    if (!read) refused.add(cells.code);
  }
  const levels = new Map([...existing].map(([code, region]) => [code, region.regionLevel]));
  // undefined: below a refused row, whose own message already explains the sheet's refusal.
  const levelOf = (code: string, seen: Set<string>): number | undefined => {
    const known = levels.get(code);
    if (known !== undefined) return known;
    if (refused.has(code)) return undefined;
    const plan = plans.get(code);
    if (!plan || seen.has(code)) throw badRequest('regionParentInvalid');
    const above = plan.parentCode === TOP_REGION_CODE ? 0 : levelOf(plan.parentCode, seen.add(code));
    if (above === undefined) return undefined;
    levels.set(code, above + 1);
    return above + 1;
  };
  const planned: RegionPlan[] = [];
  for (const plan of plans.values()) {
    errors.check(plan.row, () => {
      const level = plan.existing?.regionLevel ?? levelOf(plan.code, new Set());
      if (level !== undefined && level > DEEPEST) throw badRequest('regionTooDeep');
      if (level !== undefined) planned.push({ ...plan, level });
    });
  }
  errors.throwIfAny();
  return planned;
}

function planOf(
  row: number,
  cells: Record<RegionColumn, string>,
  existing: Map<string, Existing>,
  covered: boolean,
  lang: Language,
): Omit<RegionPlan, 'level'> {
  const invalid = (key: RegionColumn) =>
    badRequest('importCellInvalid', { column: titleIn(column(key), lang), value: cells[key] });
  const required = (key: RegionColumn) => badRequest('importCellRequired', { column: titleIn(column(key), lang) });
  if (!cells.code) throw required('code');
  if (!CODE.test(cells.code)) throw invalid('code');
  if (!cells.name) throw required('name');
  if (cells.name.length > REGION_LIMITS.name) throw badRequest('maxInputCharacters', { max: REGION_LIMITS.name });
  if (cells.remark.length > REGION_LIMITS.remark) throw badRequest('maxInputCharacters', { max: REGION_LIMITS.remark });
  const sort = cells.sort ? Number(cells.sort) : undefined;
  if (sort !== undefined && !(Number.isInteger(sort) && sort >= 0 && sort <= REGION_LIMITS.sort)) throw invalid('sort');
  const parentCode = cells.parentCode || TOP_REGION_CODE;
  if (parentCode === cells.code) throw badRequest('regionParentInvalid');
  const found = existing.get(cells.code);
  if (found && !covered) throw badRequest('regionCodeTaken', { code: cells.code });
  if (found && found.parentCode !== parentCode) throw badRequest('regionImportMoved', { code: cells.code });
  return {
    row,
    code: cells.code,
    parentCode,
    name: cells.name,
    sort,
    remark: cells.remark || undefined,
    existing: found,
  };
}
