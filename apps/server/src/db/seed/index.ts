import { randomBytes } from 'node:crypto';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { Transaction } from 'kysely';
import { ROLE_NAMES, type SeededRole } from '../../modules/access/role-names';
import { seedCatalog } from '../../modules/catalog/catalog.seed';
import { seedParties } from '../../modules/customer/customer.seed';
import { seedDelivery } from '../../modules/delivery/delivery.demo';
import { seedField } from '../../modules/field/field.demo';
import { seedVisitDemo } from '../../modules/field/visit.demo';
import { seedCredit } from '../../modules/fund/credit.demo';
import { seedFund } from '../../modules/fund/fund.demo';
import { seedReconciliations } from '../../modules/fund/reconciliation.demo';
import { seedRebate } from '../../modules/rebate/rebate.demo';
import { seedMessageRules } from '../../modules/resource/message-rule.seed';
import { seedNotices } from '../../modules/resource/notice.demo';
import { seedStock } from '../../modules/stock/stock.demo';
import { seedStructure, seedSystemDictionaries } from '../../modules/structure/structure.seed';
import { hashPassword, md5, sha256 } from '../../platform/auth/password';
import type { Config } from '../../platform/config';
import type { Database } from '../../platform/db/database';
import { seedDefaultRules } from '../../platform/document/workflow.rules';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { provideModuleScopeFacts } from '../../scope-facts';
import type { DB } from '../schema';
import { ADMIN_MESSAGE, CUSTOMER_MESSAGES, KEEPER_ROLE_NAME } from './demo-texts';
import { ensure, ensureLink } from './ensure';
import { buttonsOf, type DemoRole, type MenuSeed, rolesOfButton } from './menu-kit';
import { MENU_TREE } from './menus';
import { seedOrders } from './order-demo';
import { messageColumns, translateEarlierDemoRows, versionColumns } from './words';
import { DEFAULT_RULES } from './workflow-rules';

export { ADMIN_TENANT };
export const SECOND_TENANT = '100001';
/** Browsers resolve every *.localhost name to this machine: http://tenant2.localhost:8080 is the second tenant's portal. */
export const SECOND_TENANT_DOMAIN = 'tenant2.localhost';
export const DEMO_CLIENT = { clientId: 'saber', secret: 'saber_secret' } as const;

type Trx = Transaction<DB>;
type RoleIds = Record<'administrator' | DemoRole, string>;

/** The company's own tenant, the web client, menus and dictionaries: what any installation needs. */
async function seedPlatform(trx: Trx): Promise<{ menuIds: Map<string, { id: string; roles: DemoRole[] }> }> {
  await ensure(trx, 'bladeTenant', { tenantId: ADMIN_TENANT }, { tenantName: 'Trading company', accountNumber: -1 });
  await ensure(
    trx,
    'bladeClient',
    { clientId: DEMO_CLIENT.clientId },
    {
      clientSecretHash: sha256(DEMO_CLIENT.secret),
      authorizedGrantTypes: 'password,captcha,refresh_token,social,authorization_code',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
    },
  );
  const menuIds = new Map<string, { id: string; roles: DemoRole[] }>();
  await seedMenus(trx, MENU_TREE, '0', menuIds);
  await seedSystemDictionaries(trx);
  return { menuIds };
}

async function seedMenus(
  trx: Trx,
  menus: MenuSeed[],
  parentId: string,
  ids: Map<string, { id: string; roles: DemoRole[] }>,
): Promise<void> {
  for (const [index, menu] of menus.entries()) {
    const id = await ensure(
      trx,
      'bladeMenu',
      { code: menu.code },
      {
        parentId,
        name: menu.name.zh,
        nameI18n: JSON.stringify(menu.name),
        alias: menu.code,
        path: menu.path,
        source: menu.icon,
        sort: index + 1,
        category: 1,
        action: 0,
        isOpen: menu.isOpen ?? 1,
      },
    );
    ids.set(menu.code, { id, roles: menu.roles });
    if (menu.children) {
      await seedMenus(trx, menu.children, id, ids);
      continue;
    }
    for (const [buttonIndex, button] of buttonsOf(menu).entries()) {
      const code = `${menu.code}_${button.action}`;
      const buttonId = await ensure(
        trx,
        'bladeMenu',
        { code },
        {
          parentId: id,
          name: button.name.zh,
          nameI18n: JSON.stringify(button.name),
          alias: button.action,
          path: `${menu.path}/${button.action}`,
          source: button.action,
          sort: buttonIndex + 1,
          category: 2,
          action: button.kind,
        },
      );
      const roles = rolesOfButton(menu, button.action);
      ids.set(code, { id: buttonId, roles });
    }
  }
}

async function seedRoles(trx: Trx, tenantId: string): Promise<RoleIds> {
  const role = (alias: SeededRole, sort: number) =>
    ensure(
      trx,
      'bladeRole',
      { tenantId, roleAlias: alias },
      { roleName: ROLE_NAMES[alias].en, roleNameI18n: JSON.stringify(ROLE_NAMES[alias]), sort },
    );
  return {
    administrator: await role('administrator', 1),
    staff: await role('staff', 2),
    customer_primary: await role('customer_primary', 3),
    customer_sub: await role('customer_sub', 4),
  };
}

async function grantMenus(trx: Trx, roles: RoleIds, menuIds: Map<string, { id: string; roles: DemoRole[] }>) {
  for (const { id, roles: granted } of menuIds.values()) {
    await ensureLink(trx, 'bladeRoleMenu', { roleId: roles.administrator, menuId: id });
    for (const role of granted) await ensureLink(trx, 'bladeRoleMenu', { roleId: roles[role], menuId: id });
  }
}

type UserSeed = {
  tenantId: string;
  account: string;
  password: string;
  realName: string;
  roleId: string;
  deptId: string;
  userType?: number;
  customerId?: string;
  isPrimaryAccount?: boolean;
  email?: string;
  phone?: string;
  empNo?: string;
  postId?: string;
};

async function seedUser(trx: Trx, user: UserSeed): Promise<string> {
  const existing = await trx
    .selectFrom('bladeUser')
    .select('id')
    .where('tenantId', '=', user.tenantId)
    .where('account', '=', user.account)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  const id =
    existing?.id ??
    (
      await trx
        .insertInto('bladeUser')
        .values({
          tenantId: user.tenantId,
          account: user.account,
          passwordHash: await hashPassword(md5(user.password)),
          name: user.realName,
          realName: user.realName,
          nickName: user.realName,
          userType: user.userType ?? 0,
          customerId: user.customerId ?? null,
          isPrimaryAccount: user.isPrimaryAccount ?? false,
          email: user.email ?? null,
          phone: user.phone ?? null,
          empNo: user.empNo ?? null,
          postId: user.postId ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await ensureLink(trx, 'bladeUserRole', { userId: id, roleId: user.roleId });
  await ensureLink(trx, 'bladeUserDept', { userId: id, deptId: user.deptId });
  await ensure(
    trx,
    'userSystemSetting',
    { userId: id, type: 'pc' },
    { tenantId: user.tenantId, timeZone: 'UTC', ipoStatus: 3 },
  );
  return id;
}

/** `domain`: the host name whose sign-in page signs into this tenant (tenant/info), tenant mode or not. */
async function seedTenantBase(trx: Trx, tenantId: string, tenantName: string, domain: string | null = null) {
  await ensure(trx, 'bladeTenant', { tenantId }, { tenantName, accountNumber: -1, domain });
  const headOffice = await ensure(
    trx,
    'bladeDept',
    { tenantId, deptName: 'Head office' },
    { fullName: tenantName, sort: 1 },
  );
  await ensure(trx, 'companySystemSetting', { tenantId, companyId: headOffice }, { shopEnabled: true });
  return { headOffice, roles: await seedRoles(trx, tenantId) };
}

/** The demo company of README.md: idempotent, so `npm start` and `npm run seed` may run it any number of times. */
export async function seedDemoData(db: Database, options: { pepper?: string } = {}): Promise<void> {
  // The demo stock goes through the stock services, which read callers' data scope.
  provideModuleScopeFacts();
  await db.transaction().execute(async (trx) => {
    await translateEarlierDemoRows(trx);
    const { menuIds } = await seedPlatform(trx);
    const company = await seedTenantBase(trx, ADMIN_TENANT, 'Trading company');
    await seedDefaultRules(trx, ADMIN_TENANT, DEFAULT_RULES);
    await seedMessageRules(trx, ADMIN_TENANT);
    await grantMenus(trx, company.roles, menuIds);
    const tenantId = ADMIN_TENANT;
    const salesDept = await ensure(
      trx,
      'bladeDept',
      { tenantId, deptName: 'Sales department' },
      { parentId: company.headOffice, ancestors: `0,${company.headOffice}`, fullName: 'Sales department', sort: 2 },
    );
    const salesPost = await ensure(
      trx,
      'bladePost',
      { tenantId, postCode: 'sales' },
      { postName: 'Sales representative', sort: 1 },
    );
    const saleUnit = await ensure(
      trx,
      'saleUnit',
      { tenantId, saleUnitCode: 'SU01' },
      { saleUnitName: 'North sales unit', ipoStatus: 3 },
    );
    const customer = await ensure(
      trx,
      'baseCustomer',
      { tenantId, customerCode: 'C0001' },
      {
        customerName: 'Sunrise Distribution',
        customerFullName: 'Sunrise Distribution Co., Ltd.',
        saleUnitId: saleUnit,
      },
    );

    const admin = await seedUser(trx, {
      tenantId,
      account: 'admin',
      password: 'admin',
      realName: 'Administrator',
      roleId: company.roles.administrator,
      deptId: company.headOffice,
      email: 'admin@example.com',
    });
    const staff01 = await seedUser(trx, {
      tenantId,
      account: 'staff01',
      password: 'staff01',
      realName: 'Wang Fang',
      roleId: company.roles.staff,
      deptId: salesDept,
      postId: salesPost,
      empNo: 'E1001',
      phone: '13800000001',
    });
    const dist01 = await seedUser(trx, {
      tenantId,
      account: 'dist01',
      password: 'dist01',
      realName: 'Li Wei',
      roleId: company.roles.customer_primary,
      deptId: salesDept,
      userType: 1,
      customerId: customer,
      isPrimaryAccount: true,
      phone: '13800000002',
    });
    await seedUser(trx, {
      tenantId,
      account: 'dist01-sub',
      password: 'dist01-sub',
      realName: 'Zhao Min',
      roleId: company.roles.customer_sub,
      deptId: salesDept,
      userType: 1,
      customerId: customer,
      phone: '13800000003',
    });

    await seedCustomerNetwork(trx, { tenantId, customer, saleUnit, admin, dist01 });
    await seedParties(trx, {
      tenantId,
      distributorId: customer,
      primaryAccount: (account) =>
        seedUser(trx, {
          ...account,
          tenantId,
          password: account.account,
          roleId: company.roles.customer_primary,
          deptId: salesDept,
          userType: 1,
          isPrimaryAccount: true,
        }),
    });
    await seedKeeper(trx, { tenantId, deptId: company.headOffice, menuIds });
    await seedCatalog(trx, tenantId);
    await seedStock(trx, {
      tenantId,
      goods: await stockSeedGoods(trx, tenantId),
      company: {
        caller: demoCaller(tenantId, admin, 'admin', company.roles.administrator, company.headOffice),
        warehouseIds: await stockWarehouses(trx, tenantId, null),
      },
      distributor: {
        caller: {
          ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept),
          customerId: customer,
        },
        warehouseIds: await stockWarehouses(trx, tenantId, customer),
        partyId: customer,
      },
    });
    await seedFund(trx, {
      tenantId,
      staff: demoCaller(tenantId, admin, 'admin', company.roles.administrator, company.headOffice),
      distributor: {
        ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept),
        customerId: customer,
      },
    });
    await seedOrders(trx, {
      tenantId,
      staff: demoCaller(tenantId, admin, 'admin', company.roles.administrator, company.headOffice),
      distributor: {
        ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept),
        customerId: customer,
      },
      // Without the server's token secret (a test's own seed) the demo ticket's code cannot be verified.
      pepper: options.pepper ?? randomBytes(32).toString('hex'),
    });
    // C0001's two field salespeople (sub-accounts): their routes and this week's visits (issue 16).
    const seedFieldRep = (rep: { account: string; realName: string; phone: string }) =>
      seedUser(trx, {
        ...rep,
        tenantId,
        password: rep.account,
        roleId: company.roles.customer_sub,
        deptId: salesDept,
        userType: 1,
        customerId: customer,
      });
    await seedField(trx, {
      tenantId,
      distributor: {
        ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept),
        customerId: customer,
      },
      salespeople: [
        {
          id: await seedFieldRep({ account: 'sales01', realName: 'Amina Wanjiru', phone: '13800000011' }),
          route: 'Westlands morning round',
          weekdays: [1, 3, 5],
        },
        {
          id: await seedFieldRep({ account: 'sales02', realName: 'Peter Otieno', phone: '13800000012' }),
          route: 'Eastlands market round',
          weekdays: [2, 4],
        },
      ],
    });
    // This week's visits in every state, one of them with a VISIT order of goods its store may buy.
    const assortment = await trx
      .selectFrom('customerGoods')
      .select(['partyId', 'goodsId'])
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .orderBy('goodsId')
      .execute();
    const orderGoods = new Map<string, string[]>();
    for (const { partyId, goodsId } of assortment)
      orderGoods.set(partyId, [...(orderGoods.get(partyId) ?? []), goodsId]);
    await seedVisitDemo(
      trx,
      { ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept), customerId: customer },
      { today: new Date().toISOString().slice(0, 10), orderGoods },
    );
    // C0001's van with a day of sales, and a delivery trip.
    await seedDelivery(trx, {
      ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept),
      customerId: customer,
    });
    await seedCredit(trx, {
      tenantId,
      approver: demoCaller(tenantId, admin, 'admin', company.roles.administrator, company.headOffice),
      requester: demoCaller(tenantId, staff01, 'staff01', company.roles.staff, salesDept),
      distributor: {
        ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept),
        customerId: customer,
      },
    });
    await seedRebate(trx, {
      tenantId,
      staff: demoCaller(tenantId, admin, 'admin', company.roles.administrator, company.headOffice),
    });
    await seedReconciliations(trx, {
      tenantId,
      staff: demoCaller(tenantId, admin, 'admin', company.roles.administrator, company.headOffice),
      distributor: {
        ...demoCaller(tenantId, dist01, 'dist01', company.roles.customer_primary, salesDept),
        customerId: customer,
      },
    });
    await seedNotices(trx, demoCaller(tenantId, admin, 'admin', company.roles.administrator, company.headOffice));
    await seedVersion(trx);

    const second = await seedTenantBase(trx, SECOND_TENANT, 'Second trading company', SECOND_TENANT_DOMAIN);
    await seedDefaultRules(trx, SECOND_TENANT, DEFAULT_RULES);
    await seedMessageRules(trx, SECOND_TENANT);
    await grantMenus(trx, second.roles, menuIds);
    await seedUser(trx, {
      tenantId: SECOND_TENANT,
      account: 'admin',
      password: 'admin',
      realName: 'Second administrator',
      roleId: second.roles.administrator,
      deptId: second.headOffice,
    });
    await seedStructure(trx, SECOND_TENANT);
  });
}

async function seedCustomerNetwork(
  trx: Trx,
  ids: { tenantId: string; customer: string; saleUnit: string; admin: string; dist01: string },
) {
  const { tenantId, customer, saleUnit } = ids;
  const master = await ensure(
    trx,
    'warehouse',
    { tenantId, code: 'W01' },
    { name: 'Sunrise main warehouse', grade: 1, ownerCustomerId: customer },
  );
  const east = await ensure(
    trx,
    'warehouse',
    { tenantId, code: 'W02' },
    { name: 'Sunrise east depot', grade: 2, parentWarehouseId: master, ownerCustomerId: customer },
  );
  const west = await ensure(
    trx,
    'warehouse',
    { tenantId, code: 'W03' },
    { name: 'Sunrise west depot', grade: 2, parentWarehouseId: master, ownerCustomerId: customer },
  );
  // The company's own warehouses: it ships primary orders from them to its distributors.
  const central = await ensure(
    trx,
    'warehouse',
    { tenantId, code: 'CW01' },
    { name: 'Company central warehouse', grade: 1 },
  );
  await ensure(
    trx,
    'warehouse',
    { tenantId, code: 'CW02' },
    { name: 'Company coast depot', grade: 2, parentWarehouseId: central },
  );
  // Where returned goods found damaged go (returns received with a damaged line).
  await ensure(
    trx,
    'warehouse',
    { tenantId, code: 'CW09' },
    { name: 'Company defective goods', grade: 2, parentWarehouseId: central, type: 'DEFECTIVE' },
  );
  const shops: [string, string, string, number][] = [
    ['S001', 'Sunrise flagship store', master, 1],
    ['S002', 'Sunrise east store', east, 1],
    ['S003', 'Sunrise west store (closed)', west, 0],
  ];
  for (const [shopCode, shopName, warehouseId, status] of shops) {
    const shopId = await ensure(
      trx,
      'customerShop',
      { tenantId, shopCode },
      { customerId: customer, shopName, status },
    );
    await ensure(trx, 'customerShopBind', { shopId, warehouseId }, { tenantId, isDefault: true });
  }
  await ensure(
    trx,
    'customerSalesContact',
    { tenantId, customerId: customer, enName: 'Chen Jie' },
    { saleUnitId: saleUnit, jobTitle: 'Account manager', contactNumber: '+86 21 5555 0101', sort: 1 },
  );
  await ensure(
    trx,
    'customerSalesContact',
    { tenantId, customerId: customer, enName: 'Amina Njoroge' },
    { saleUnitId: saleUnit, jobTitle: 'Sales representative', contactNumber: '+254 20 555 0102', sort: 2 },
  );

  for (const message of CUSTOMER_MESSAGES) {
    const { title, ...columns } = messageColumns(message);
    await ensure(
      trx,
      'bladeMessage',
      { tenantId, recipientCustomerId: customer, title },
      { ...columns, createUser: ids.admin },
    );
  }
  const { title, ...columns } = messageColumns(ADMIN_MESSAGE);
  await ensure(trx, 'bladeMessage', { tenantId, recipientUserId: ids.admin, title }, columns);
}

/**
 * `keeper01` keeps the company's coast depot (CW02): a role with the stock pages staff have and a data
 * scope of its own rows, so the warehouses it sees are the one it keeps.
 */
async function seedKeeper(
  trx: Trx,
  {
    tenantId,
    deptId,
    menuIds,
  }: { tenantId: string; deptId: string; menuIds: Map<string, { id: string; roles: DemoRole[] }> },
) {
  const roleId = await ensure(
    trx,
    'bladeRole',
    { tenantId, roleAlias: 'warehouse_keeper' },
    {
      roleName: KEEPER_ROLE_NAME.en,
      roleNameI18n: JSON.stringify(KEEPER_ROLE_NAME),
      sort: 5,
      dataScope: DATA_SCOPE.SELF,
    },
  );
  const stockPages = MENU_TREE.find((menu) => menu.code === 'stock');
  // The pick-up counter is a keeper's too: its page and the menu above it (not that menu's other pages).
  const pickupParent = MENU_TREE.find((menu) => menu.children?.some((child) => child.code === 'pickup'));
  const pages = [stockPages, ...(stockPages?.children ?? []), pickupParent]
    .flatMap((menu) => (menu ? [menu.code] : []))
    .concat('pickup');
  for (const [code, { id, roles }] of menuIds) {
    const page = pages.find((candidate) => code === candidate || code.startsWith(`${candidate}_`));
    if (page && roles.includes('staff')) await ensureLink(trx, 'bladeRoleMenu', { roleId, menuId: id });
  }
  const keeper = await seedUser(trx, {
    tenantId,
    account: 'keeper01',
    password: 'keeper01',
    realName: 'Juma Otieno',
    roleId,
    deptId,
    empNo: 'E1002',
  });
  const depot = await trx
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('code', '=', 'CW02')
    .executeTakeFirstOrThrow();
  await ensureLink(trx, 'warehouseKeeper', { warehouseId: depot.id, userId: keeper });
}

/** The demo tenant's first goods, for the stock seed (which may not name their tables). */
async function stockSeedGoods(trx: Trx, tenantId: string) {
  return trx
    .selectFrom('goods')
    .select(['id', 'baseUnit'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('sku')
    .limit(16)
    .execute();
}

/** The active warehouses of one owner (null: the company's) but defective-goods ones, the main (grade 1) one first. */
async function stockWarehouses(trx: Trx, tenantId: string, owner: string | null) {
  const warehouses = await trx
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('state', '=', 'ACTIVE')
    .where('type', '<>', 'DEFECTIVE')
    .where('ownerCustomerId', owner === null ? 'is' : '=', owner)
    .orderBy('grade')
    .orderBy('code')
    .execute();
  return warehouses.map((row) => row.id);
}

/** A demo account as the services see it when the seed acts for it (no request, so no codes are checked). */
function demoCaller(tenantId: string, userId: string, account: string, roleId: string, deptId: string) {
  return { tenantId, userId, account, customerId: null, roleIds: [roleId], deptId, codes: new Set<string>() };
}

/** The demo tenant's active warehouses and the goods a `--scale` run generated, for their ledger history. */
export async function scaleStockSubjects(trx: Trx, goodsIds: string[], tenantId = ADMIN_TENANT) {
  const goods = goodsIds.length
    ? await trx.selectFrom('goods').select(['id', 'baseUnit']).where('id', 'in', goodsIds).orderBy('id').execute()
    : [];
  return {
    tenantId,
    warehouseIds: await activeWarehouses(trx, tenantId),
    goodsIds: goods.map((row) => row.id),
    baseUnits: goods.map((row) => row.baseUnit),
  };
}

async function activeWarehouses(trx: Trx, tenantId: string) {
  const warehouses = await trx
    .selectFrom('warehouse')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .where('state', '=', 'ACTIVE')
    .orderBy('code')
    .execute();
  return warehouses.map((row) => row.id);
}

async function seedVersion(trx: Trx) {
  await ensure(
    trx,
    'systemVersion',
    { platform: 'pc', versionNumber: '1.0.0' },
    {
      effectTime: new Date(Date.now() - 24 * 3600 * 1000),
      status: 1,
      ...versionColumns(),
    },
  );
}

/** A production installation: no demo accounts, one administrator whose password the operator chose. */
export async function seedProduction(db: Database, config: Config): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await translateEarlierDemoRows(trx);
    const { menuIds } = await seedPlatform(trx);
    const company = await seedTenantBase(trx, ADMIN_TENANT, 'Trading company');
    await seedDefaultRules(trx, ADMIN_TENANT, DEFAULT_RULES);
    await seedMessageRules(trx, ADMIN_TENANT);
    await grantMenus(trx, company.roles, menuIds);
    const admin = await trx
      .selectFrom('bladeUser')
      .select('id')
      .where('tenantId', '=', ADMIN_TENANT)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (admin) return;
    if (!config.adminPassword) throw new Error('ADMIN_PASSWORD is required on the first production start');
    await seedUser(trx, {
      tenantId: ADMIN_TENANT,
      account: 'admin',
      password: config.adminPassword,
      realName: 'Administrator',
      roleId: company.roles.administrator,
      deptId: company.headOffice,
    });
  });
}
