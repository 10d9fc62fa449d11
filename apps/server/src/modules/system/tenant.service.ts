import { randomInt } from 'node:crypto';
import type { Page, PageQuery } from '@smdp/contracts';
import type {
  CreatedTenant as CreatedTenantContract,
  Tenant,
  TenantInfo,
  TenantInput,
  TenantOption,
  TenantPackage,
} from '@smdp/contracts/system';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { DEFAULT_RULES } from '../../db/seed/workflow-rules';
import { recordAudit } from '../../platform/crud/audit';
import { softRemove, updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { seedDefaultRules } from '../../platform/document/workflow.rules';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { createAdministratorRole, liveMenuOutline } from '../access';
import { seedMessageRules } from '../resource';
import { createHeadOffice } from '../structure';
import { createFirstAdministrator, liveAccountCountOf, liveAccountTotal } from '../user';
import { confineGrantsToPackage, grantableMenuIds, packageDetail } from './tenant-package.service';

/** The tenant whose domain the sign-in page is served on, so that page can hide the tenant field. */
export async function findTenantByDomain(db: Database, domain: string): Promise<TenantInfo | null> {
  const host = hostOf(domain);
  if (!host) return null;
  const row = await db
    .selectFrom('bladeTenant')
    .select(['tenantId', 'tenantName', 'domain', 'backgroundUrl'])
    .where((eb) => eb(eb.fn('lower', ['domain']), '=', host))
    .where('isDeleted', '=', 0)
    .where('status', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The tenants a picker offers the caller: every live tenant to the administrator tenant, which manages
 * them; only its own to any other.
 */
export async function tenantOptions(db: Database, caller: Caller): Promise<TenantOption[]> {
  return db
    .selectFrom('bladeTenant')
    .select(['id', 'tenantId', 'tenantName'])
    .where('isDeleted', '=', 0)
    .$if(caller.tenantId !== ADMIN_TENANT, (query) => query.where('tenantId', '=', caller.tenantId))
    .orderBy('tenantId')
    .execute();
}

/** `https://Portal.Example.com:8443/x` → `portal.example.com`. */
export function hostOf(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[:/].*$/, '');
}

/** Pages only the administrator tenant may use: a tenant's administrator gets every other menu. */
const PLATFORM_ONLY_MENUS = ['tenant', 'package', 'version', 'client'];
const FIRST_ADMIN_ACCOUNT = 'admin';

function tenants(db: Kysely<DB>) {
  return db
    .selectFrom('bladeTenant as t')
    .leftJoin('bladeTenantPackage as p', 'p.id', 't.packageId')
    .select([
      't.id',
      't.tenantId',
      't.tenantName',
      't.domain',
      't.linkman',
      't.contactNumber',
      't.address',
      't.accountNumber',
      liveAccountCountOf(db, 't.tenantId').as('accountCount'),
      't.expireTime',
      't.packageId',
      'p.packageName',
      't.datasourceId',
      't.backgroundUrl',
      't.status',
      't.version',
      't.createTime',
    ])
    .where('t.isDeleted', '=', 0)
    .$narrowType<{ accountCount: number }>();
}

const FILTERS = {
  tenantId: 't.tenant_id',
  tenantName: 't.tenant_name',
  domain: 't.domain',
  linkman: 't.linkman',
  contactNumber: 't.contact_number',
  status: 't.status',
  expireTime: 't.expire_time',
  createTime: 't.create_time',
};
const SORTABLE = {
  tenantId: 't.tenant_id',
  tenantName: 't.tenant_name',
  expireTime: 't.expire_time',
  createTime: 't.create_time',
};

export async function listTenants(
  db: Database,
  page: PageQuery,
  filters: Record<string, unknown>,
  zone: string,
): Promise<Page<Tenant>> {
  return paginate(applyFilters(tenants(db), filters, FILTERS, zone), page, SORTABLE, {
    column: 't.tenant_id',
    direction: 'asc',
  });
}

export async function tenantDetail(db: Kysely<DB>, id: string): Promise<Tenant> {
  const row = await tenants(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The route turns the zoned `expireTime` text into an instant (or none) before the service sees it. */
type NewTenantInput = Omit<z.output<typeof TenantInput>, 'expireTime'> & { expireTime: Date | null };
/**
 * What creating a tenant hands back once: the first administrator's sign-in, to be changed at first use.
 * Always both, where the contract (shared with update) leaves them optional.
 */
type CreatedTenant = Tenant & Required<Pick<CreatedTenantContract, 'adminAccount' | 'adminPassword'>>;

/**
 * Creates a tenant with its head office, its administrator role holding every grantable menu, and its
 * first administrator account (whose generated password is returned once and must be changed at first
 * sign-in); or updates one if `version` is still current. All or nothing, in one transaction.
 */
export async function saveTenant(
  db: Database,
  caller: Caller,
  input: NewTenantInput,
  ip?: string,
): Promise<Tenant | CreatedTenant> {
  const values = {
    tenantName: input.tenantName,
    domain: input.domain ? hostOf(input.domain) : null,
    linkman: input.linkman ?? null,
    contactNumber: input.contactNumber ?? null,
    address: input.address ?? null,
    accountNumber: input.accountNumber,
    expireTime: input.expireTime,
    packageId: input.packageId ?? null,
    // Our web app's form has no background; only a BladeX client's sets or clears it.
    ...(input.backgroundUrl === undefined ? {} : { backgroundUrl: input.backgroundUrl || null }),
  };
  try {
    return await db.transaction().execute(async (trx) => {
      if (values.packageId) await packageDetail(trx, values.packageId);
      if (input.id) {
        const { before, after } = await updateVersioned(
          trx,
          'bladeTenant',
          { id: input.id, version: input.version ?? 0 },
          values,
          { userId: caller.userId },
        );
        if (after.tenantId === ADMIN_TENANT && after.packageId) throw badRequest('adminTenantProtected');
        if (before.packageId !== after.packageId) await confineGrantsToPackage(trx, { tenantId: after.tenantId });
        await recordAudit(trx, caller, { action: 'update', entity: 'tenant', entityId: input.id, before, after }, ip);
        return tenantDetail(trx, input.id);
      }
      const tenantId = await freeTenantId(trx);
      const { id } = await trx
        .insertInto('bladeTenant')
        .values({ ...values, tenantId, createUser: caller.userId, updateUser: caller.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const adminPassword = generatePassword();
      await startTenant(trx, tenantId, values.tenantName, adminPassword);
      const created = await tenantDetail(trx, id);
      await recordAudit(trx, caller, { action: 'create', entity: 'tenant', entityId: id, after: created }, ip);
      return { ...created, adminAccount: FIRST_ADMIN_ACCOUNT, adminPassword };
    });
  } catch (error) {
    // The only unique key a caller chooses is the domain (tenant ids are drawn free inside the transaction).
    if (isUniqueViolation(error)) throw badRequest('tenantDomainTaken', { domain: values.domain ?? '' });
    throw error;
  }
}

/** A random six-digit tenant number nobody uses yet, as BladeX draws them. */
async function freeTenantId(trx: Transaction<DB>): Promise<string> {
  for (;;) {
    const candidate = String(randomInt(100_000, 1_000_000));
    const taken = await trx.selectFrom('bladeTenant').select('id').where('tenantId', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function generatePassword(length = 14): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

/**
 * What the demo seed gives each tenant: head office, company settings, administrator role and account,
 * and the default approval and message rules (without them approvals open no tasks and send no messages).
 */
async function startTenant(trx: Transaction<DB>, tenantId: string, tenantName: string, password: string) {
  const headOffice = await createHeadOffice(trx, tenantId, tenantName);
  await trx.insertInto('companySystemSetting').values({ tenantId, companyId: headOffice }).execute();
  const roleId = await createAdministratorRole(trx, tenantId, await administratorMenus(trx, tenantId));
  const userId = await createFirstAdministrator(trx, {
    tenantId,
    account: FIRST_ADMIN_ACCOUNT,
    password,
    roleId,
    deptId: headOffice,
  });
  await trx.insertInto('userSystemSetting').values({ tenantId, userId }).execute();
  await seedDefaultRules(trx, tenantId, DEFAULT_RULES);
  await seedMessageRules(trx, tenantId);
}

/** Every live menu the tenant's package allows (all without a package), less the administrator tenant's own pages. */
async function administratorMenus(trx: Transaction<DB>, tenantId: string): Promise<string[]> {
  const menus = await liveMenuOutline(trx);
  const grantable = await grantableMenuIds(trx, tenantId);
  const childrenOf = new Map<string, string[]>();
  for (const menu of menus) {
    const parent = String(menu.parentId);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), String(menu.id)]);
  }
  const excluded = new Set<string>();
  const exclude = (id: string) => {
    excluded.add(id);
    for (const child of childrenOf.get(id) ?? []) exclude(child);
  };
  for (const menu of menus) if (PLATFORM_ONLY_MENUS.includes(menu.code)) exclude(String(menu.id));
  return menus.map((menu) => String(menu.id)).filter((id) => !excluded.has(id) && (!grantable || grantable.has(id)));
}

/** Soft-removes tenants; the administrator tenant can never be removed. */
export async function removeTenants(db: Database, caller: Caller, ids: string[], ip?: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const admin = await trx
      .selectFrom('bladeTenant')
      .select('id')
      .where('id', 'in', ids)
      .where('tenantId', '=', ADMIN_TENANT)
      .executeTakeFirst();
    if (admin) throw badRequest('adminTenantProtected');
    const removed = await softRemove(trx, 'bladeTenant', ids, { userId: caller.userId });
    if (removed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'delete', entity: 'tenant', entityId: removed.map((row) => row.id) },
        ip,
      );
    }
    return removed.length;
  });
}

/** Sets the account quota and expiry of several tenants at once (the list's "settings" action). */
export async function setTenantLimits(
  db: Database,
  caller: Caller,
  ids: string[],
  limits: { accountNumber: number; expireTime: Date | null },
  ip?: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('bladeTenant')
      .set((eb) => ({
        ...limits,
        updateUser: caller.userId,
        updateTime: new Date(),
        version: eb('version', '+', 1),
      }))
      .where('id', 'in', ids)
      .where('isDeleted', '=', 0)
      .returning('id')
      .execute();
    if (changed.length) {
      await recordAudit(
        trx,
        caller,
        { action: 'setting', entity: 'tenant', entityId: changed.map((row) => row.id), after: limits },
        ip,
      );
    }
    return changed.length;
  });
}

/**
 * Records which datasource a tenant is bound to (BladeX clients set it). Every tenant is served from
 * the one database of this installation; the binding is kept for those clients, not used for routing.
 */
export async function bindDatasource(
  db: Database,
  caller: Caller,
  tenantId: string,
  datasourceId: string | null,
  ip?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await liveTenant(trx, tenantId);
    await trx
      .updateTable('bladeTenant')
      .set((eb) => ({
        datasourceId,
        updateUser: caller.userId,
        updateTime: new Date(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', before.id)
      .execute();
    await recordAudit(
      trx,
      caller,
      { action: 'datasource', entity: 'tenant', entityId: before.id, before, after: { ...before, datasourceId } },
      ip,
    );
  });
}

/** The package a tenant (by its tenant number) is limited to, or null. */
export async function packageOfTenant(db: Database, tenantIdOrRowId: string): Promise<TenantPackage | null> {
  // BladeX looks the tenant up by row id here (Saber sends `row.id`); a tenant number wins when both match.
  const tenant =
    (await findLiveTenant(db, 'tenantId', tenantIdOrRowId)) ?? (await findLiveTenant(db, 'id', tenantIdOrRowId));
  if (!tenant) throw notFound();
  return tenant.packageId ? packageDetail(db, tenant.packageId) : null;
}

/** Limits a tenant to a package (null lifts the limit); its roles lose grants outside the package. */
export async function setTenantPackage(
  db: Database,
  caller: Caller,
  tenantId: string,
  packageId: string | null,
  ip?: string,
): Promise<void> {
  if (tenantId === ADMIN_TENANT && packageId) throw badRequest('adminTenantProtected');
  await db.transaction().execute(async (trx) => {
    const before = await liveTenant(trx, tenantId);
    if (packageId) await packageDetail(trx, packageId);
    await trx
      .updateTable('bladeTenant')
      .set((eb) => ({ packageId, updateUser: caller.userId, updateTime: new Date(), version: eb('version', '+', 1) }))
      .where('id', '=', before.id)
      .execute();
    await confineGrantsToPackage(trx, { tenantId });
    await recordAudit(
      trx,
      caller,
      { action: 'package', entity: 'tenant', entityId: before.id, before, after: { ...before, packageId } },
      ip,
    );
  });
}

const findLiveTenant = (db: Kysely<DB>, by: 'id' | 'tenantId', value: string) =>
  db
    .selectFrom('bladeTenant')
    .select(['id', 'tenantId', 'packageId', 'datasourceId'])
    .where(by, '=', value)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();

async function liveTenant(db: Kysely<DB>, tenantId: string) {
  const row = await findLiveTenant(db, 'tenantId', tenantId);
  if (!row) throw notFound();
  return row;
}

/**
 * Call inside the transaction that creates an account: locks the tenant row (so concurrent creations
 * queue) and refuses an expired tenant or one whose account quota is used up.
 */
export async function assertAccountQuota(trx: Transaction<DB>, tenantId: string): Promise<void> {
  const tenant = await trx
    .selectFrom('bladeTenant')
    .select(['accountNumber', 'expireTime'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .forUpdate()
    .executeTakeFirst();
  if (!tenant) throw badRequest('tenantNotFound');
  if (tenant.expireTime && tenant.expireTime <= new Date()) throw badRequest('tenantExpired');
  if (tenant.accountNumber < 0) return;
  if ((await liveAccountTotal(trx, tenantId)) >= tenant.accountNumber) throw badRequest('tenantQuotaReached');
}
