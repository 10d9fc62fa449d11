import type { Insertable, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { ensure } from '../../db/seed/ensure';
import { ALL, leaf, type MenuSeed, STAFF, STAFF_AND_PRIMARY } from '../../db/seed/menu-kit';
import { ADMIN_TENANT } from '../../platform/tenancy';
import type { BaseCustomerTable, PartyState, PartyType } from './customer.tables';

/** The pages of this module in the menu tree (placed by db/seed/menus.ts). */
export const CUSTOMER_MENUS = {
  customer_list: leaf(
    'customer_list',
    '/customer/list',
    'SolutionOutlined',
    ['客户列表', 'Customer list', 'Liste des clients', 'Список клиентов', 'Lista de clientes', 'Orodha ya wateja'],
    STAFF,
  ).with('approve'),
  sub_customer: leaf(
    'sub_customer',
    '/customer/sub-customer',
    'ApartmentOutlined',
    ['下级客户', 'Sub-customers', 'Sous-clients', 'Субклиенты', 'Subclientes', 'Wateja wadogo'],
    ALL,
  ).with('approve'),
  closure_request: leaf(
    'closure_request',
    '/customer/sub-customer/closeRequest',
    'AuditOutlined',
    [
      '闭店申请',
      'Store closure requests',
      'Demandes de fermeture',
      'Заявки на закрытие',
      'Solicitudes de cierre',
      'Maombi ya kufunga duka',
    ],
    STAFF_AND_PRIMARY,
  ).with('approve'),
  customer_account: leaf(
    'customer_account',
    '/customer/account',
    'IdcardOutlined',
    [
      '客户账号',
      'Customer accounts',
      'Comptes clients',
      'Учётные записи клиентов',
      'Cuentas de clientes',
      'Akaunti za wateja',
    ],
    STAFF_AND_PRIMARY,
  ),
  address: leaf(
    'address',
    '/customer/address',
    'EnvironmentOutlined',
    ['地址', 'Addresses', 'Adresses', 'Адреса', 'Direcciones', 'Anwani'],
    ALL,
  ),
  vehicle: leaf(
    'vehicle',
    '/field/vehicle',
    'CarOutlined',
    ['车辆', 'Vehicles', 'Véhicules', 'Транспорт', 'Vehículos', 'Magari'],
    STAFF_AND_PRIMARY,
  ),
} satisfies Record<string, MenuSeed>;

type Trx = Transaction<DB>;

/** A customer account the demo needs; the caller (seed/index.ts) knows roles, departments and passwords. */
export type PartyAccountSeed = { account: string; realName: string; customerId: string; phone: string };

export type PartySeedContext = {
  tenantId: string;
  /** C0001, seeded by seed/index.ts with its accounts dist01 and dist01-sub. */
  distributorId: string;
  /** Creates (or finds) a primary account of a customer and returns its id. */
  primaryAccount: (account: PartyAccountSeed) => Promise<string>;
};

const TERRITORIES = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika'];

/** The i-th sub-customer of a seller: mostly active stores, some sub-distributors, some still in onboarding. */
function subCustomer(sellerCode: string, index: number): { code: string; type: PartyType; state: PartyState } {
  const code = `${sellerCode}-${String(index).padStart(4, '0')}`;
  const type: PartyType = index % 7 === 1 ? 'SUB_DISTRIBUTOR' : 'STORE';
  const state: PartyState = index % 10 === 8 ? 'PENDING_APPROVAL' : index % 10 === 9 ? 'DRAFT' : 'ACTIVE';
  return { code, type, state };
}

/**
 * The `index`-th sub-customer of a seller. Tax numbers derive from the (unique) code and phones from
 * `phonePrefix` + index, so neither collides: both are unique among live parties.
 */
function subCustomerRow(
  tenantId: string,
  seller: { id: string; code: string; phonePrefix: string },
  index: number,
  serial: number,
): Insertable<BaseCustomerTable> {
  const { code, type, state } = subCustomer(seller.code, index);
  const territory = TERRITORIES[serial % TERRITORIES.length] ?? 'Nairobi';
  const name = `${type === 'STORE' ? 'Duka' : 'Depot'} ${territory} ${index}`;
  return {
    tenantId,
    customerCode: code,
    customerName: name,
    customerFullName: `${name} (${seller.code})`,
    partyType: type,
    sellerPartyId: seller.id,
    territory,
    taxNo: `T${code}`,
    phone: `${seller.phonePrefix}${String(index).padStart(2, '0')}`,
    contactName: `Owner ${code}`,
    lat: -1.29 + (serial % 50) * 0.01,
    lng: 36.82 + (serial % 37) * 0.01,
    state,
    openedAt: state === 'ACTIVE' ? new Date(Date.UTC(2025, serial % 12, 1 + (serial % 27))) : null,
  };
}

/** A seller with its sub-customers, one shipping address each and the seller's own addresses. */
async function seedSellerNetwork(
  trx: Trx,
  tenantId: string,
  seller: { id: string; code: string; phonePrefix: string },
  count: number,
) {
  for (let index = 1; index <= count; index++) {
    const row = subCustomerRow(tenantId, seller, index, index);
    const partyId = await ensure(trx, 'baseCustomer', { tenantId, customerCode: row.customerCode }, row);
    await ensure(
      trx,
      'partyAddress',
      { tenantId, partyId, addressType: 'SHIPPING' },
      {
        line: `${index} Market Street, ${row.territory}`,
        contactName: row.contactName,
        phone: row.phone,
        isDefault: true,
      },
    );
  }
  for (const [addressType, line] of [
    ['BILLING', `${seller.code} accounts office, Moi Avenue 1`],
    ['SHIPPING', `${seller.code} main warehouse, Industrial Area`],
    ['PICKUP', `${seller.code} collection point, Gate 2`],
  ] as const) {
    await ensure(trx, 'partyAddress', { tenantId, partyId: seller.id, addressType }, { line, isDefault: true });
  }
}

/**
 * The demo trading network (issue 5): the company party, two distributors (C0001 with dist01, C0002
 * with dist02), 30 sub-customers and stores between them, addresses, and two vehicles (their vehicle
 * warehouses belong to the warehouse seed). Idempotent.
 */
export async function seedParties(trx: Trx, context: PartySeedContext): Promise<void> {
  const { tenantId, distributorId } = context;
  const company = await ensure(
    trx,
    'baseCustomer',
    { tenantId, customerCode: 'HQ' },
    {
      customerName: 'Trading company',
      customerFullName: 'Trading company (head office)',
      partyType: 'COMPANY',
      state: 'ACTIVE',
    },
  );
  // C0001 predates the party columns: give it its place in the network once, never overwriting edits.
  await trx
    .updateTable('baseCustomer')
    .set({
      sellerPartyId: company,
      territory: 'Nairobi',
      taxNo: 'P051234567A',
      phone: '+254700100001',
      contactName: 'Li Wei',
      lat: -1.2864,
      lng: 36.8172,
      openedAt: new Date(Date.UTC(2024, 0, 15)),
    })
    .where('id', '=', distributorId)
    .where('sellerPartyId', 'is', null)
    .where('taxNo', 'is', null)
    .execute();
  const moonlight = await ensure(
    trx,
    'baseCustomer',
    { tenantId, customerCode: 'C0002' },
    {
      customerName: 'Moonlight Trading',
      customerFullName: 'Moonlight Trading Ltd.',
      partyType: 'DISTRIBUTOR',
      sellerPartyId: company,
      territory: 'Mombasa',
      taxNo: 'P051234568B',
      phone: '+254700100002',
      contactName: 'Grace Achieng',
      lat: -4.0435,
      lng: 39.6682,
      state: 'ACTIVE',
      openedAt: new Date(Date.UTC(2024, 5, 1)),
    },
  );
  const dist02 = await context.primaryAccount({
    account: 'dist02',
    realName: 'Grace Achieng',
    customerId: moonlight,
    phone: '13800000004',
  });

  await seedSellerNetwork(trx, tenantId, { id: distributorId, code: 'C0001', phonePrefix: '+2547110000' }, 18);
  await seedSellerNetwork(trx, tenantId, { id: moonlight, code: 'C0002', phonePrefix: '+2547120000' }, 12);

  const dist01Sub = await trx
    .selectFrom('bladeUser')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('account', '=', 'dist01-sub')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  await ensure(
    trx,
    'vehicle',
    { tenantId, plate: 'KDA101A' },
    { ownerPartyId: distributorId, vehicleType: 'VAN', capacityKg: 1200, driverUserId: dist01Sub?.id ?? null },
  );
  await ensure(
    trx,
    'vehicle',
    { tenantId, plate: 'KDB202B' },
    { ownerPartyId: moonlight, vehicleType: 'TRUCK', capacityKg: 5000, driverUserId: dist02 },
  );
}

/**
 * `scale` times the demo network for benchmarks: per unit two distributors under the company party,
 * 15 sub-customers each with a shipping address, and a van per distributor. Codes `G0001A`,
 * `G0001A-0001`, …; units already there are skipped, so it may run again with a larger scale.
 */
export async function generateParties(
  trx: Trx,
  scale: number,
  tenantId = ADMIN_TENANT,
): Promise<{ distributors: number; subCustomers: number }> {
  const company = await trx
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('partyType', '=', 'COMPANY')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  let distributors = 0;
  let subCustomers = 0;
  for (let unit = 1; unit <= scale; unit++) {
    for (const [branch, suffix] of ['A', 'B'].entries()) {
      const code = `G${String(unit).padStart(4, '0')}${suffix}`;
      const phonePrefix = `+2549${String(unit).padStart(5, '0')}${branch}`;
      const exists = await trx
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('customerCode', '=', code)
        .executeTakeFirst();
      if (exists) continue;
      const distributor = await trx
        .insertInto('baseCustomer')
        .values({
          tenantId,
          customerCode: code,
          customerName: `Generated distributor ${code}`,
          customerFullName: `Generated distributor ${code} Ltd.`,
          partyType: 'DISTRIBUTOR',
          sellerPartyId: company?.id ?? null,
          taxNo: `T${code}`,
          phone: `${phonePrefix}00`,
          territory: TERRITORIES[unit % TERRITORIES.length] ?? null,
          state: 'ACTIVE',
          openedAt: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = Array.from({ length: 15 }, (_, i) =>
        subCustomerRow(tenantId, { id: distributor.id, code, phonePrefix }, i + 1, unit * 15 + i),
      );
      const parties = await trx.insertInto('baseCustomer').values(rows).returning(['id', 'territory']).execute();
      await trx
        .insertInto('partyAddress')
        .values(
          parties.map((party, i) => ({
            tenantId,
            partyId: party.id,
            addressType: 'SHIPPING' as const,
            line: `${i + 1} Generated Road, ${party.territory ?? ''}`,
            isDefault: true,
          })),
        )
        .execute();
      await trx
        .insertInto('vehicle')
        .values({ tenantId, ownerPartyId: distributor.id, plate: `GV${code}`, vehicleType: 'VAN', capacityKg: 1000 })
        .execute();
      distributors += 1;
      subCustomers += parties.length;
    }
  }
  return { distributors, subCustomers };
}
