import type { DictItem, ProductLineGrant } from '@smdp/contracts/structure';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { isLiveRole, liveRoleOfTenant } from '../access';

/**
 * Product lines are the entries of the `product_line` dictionary (the platform's, or the tenant's own);
 * `blade_role_product_line` says which of them each role's holders may see. A user sees the product lines
 * of all their roles together.
 */
export const PRODUCT_LINE_DICTIONARY = 'product_line';

/** The keys granted to any of `roleIds` (live roles of the tenant only). */
export async function productLineKeysOfRoles(db: Database, tenantId: string, roleIds: string[]): Promise<Set<string>> {
  if (!roleIds.length) return new Set();
  const rows = await db
    .selectFrom('bladeRoleProductLine as rp')
    .select('rp.productLine')
    .distinct()
    .where('rp.tenantId', '=', tenantId)
    .where((eb) => liveRoleOfTenant(eb.ref('rp.roleId'), tenantId))
    .where('rp.roleId', 'in', roleIds)
    .execute();
  return new Set(rows.map((row) => row.productLine));
}

/** The product line entries (in dictionary order) the caller's roles may see. */
export async function productLinesOfRoles(
  db: Database,
  tenantId: string,
  roleIds: string[],
  productLines: DictItem[],
): Promise<DictItem[]> {
  const granted = await productLineKeysOfRoles(db, tenantId, roleIds);
  return productLines.filter((line) => granted.has(line.dictKey));
}

async function liveRole(db: Database | Transaction<DB>, tenantId: string, roleId: string) {
  if (!(await isLiveRole(db, tenantId, roleId))) throw notFound();
}

/** The keys granted to one role of the tenant. */
export async function productLinesOfRole(db: Database, caller: Caller, roleId: string): Promise<string[]> {
  await liveRole(db, caller.tenantId, roleId);
  return [...(await productLineKeysOfRoles(db, caller.tenantId, [roleId]))].sort();
}

/** Replaces the product lines granted to a role; every key must be an entry of `productLines`. */
export async function grantProductLines(
  db: Database,
  caller: Caller,
  input: ProductLineGrant,
  productLines: DictItem[],
  ip?: string,
): Promise<void> {
  const known = new Set(productLines.map((line) => line.dictKey));
  const unknown = input.productLines.find((key) => !known.has(key));
  if (unknown !== undefined) throw badRequest('productLineUnknown', { key: unknown });
  const keys = [...new Set(input.productLines)].sort();
  await db.transaction().execute(async (trx) => {
    await liveRole(trx, caller.tenantId, input.roleId);
    const before = (
      await trx
        .selectFrom('bladeRoleProductLine')
        .select('productLine')
        .where('roleId', '=', input.roleId)
        .where('tenantId', '=', caller.tenantId)
        .orderBy('productLine')
        .execute()
    ).map((row) => row.productLine);
    await trx.deleteFrom('bladeRoleProductLine').where('roleId', '=', input.roleId).execute();
    if (keys.length) {
      await trx
        .insertInto('bladeRoleProductLine')
        .values(keys.map((productLine) => ({ tenantId: caller.tenantId, roleId: input.roleId, productLine })))
        .execute();
    }
    await recordAudit(
      trx,
      caller,
      {
        action: 'product-lines',
        entity: 'role',
        entityId: input.roleId,
        before: { productLines: before },
        after: { productLines: keys },
      },
      ip,
    );
  });
}
