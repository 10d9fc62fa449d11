import type { Session } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';

export type SaleUnit = { id: string; saleUnitCode: string; saleUnitName: string; ipoStatus: number };
export type SalesPerson = {
  id: string;
  saleUnitName: string | null;
  jobTitle: string | null;
  enName: string;
  contactNumber: string | null;
};
export type SalesContacts = { saleUnitList: SaleUnit[]; salesPersonList: SalesPerson[] };

type Caller = Pick<Session, 'tenantId' | 'customerId'>;

/**
 * Who serves the caller's customer (spec §3 "Sales contact"): the customer's own sale unit first,
 * then those of its sales people. Staff accounts belong to no customer and get empty lists.
 */
export async function salesContactsOf(db: Database, caller: Caller): Promise<SalesContacts> {
  const { tenantId, customerId } = caller;
  if (!customerId) return { saleUnitList: [], salesPersonList: [] };
  const [customer, salesPersonList] = await Promise.all([
    db
      .selectFrom('baseCustomer')
      .select('saleUnitId')
      .where('id', '=', customerId)
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst(),
    db
      .selectFrom('customerSalesContact as c')
      .leftJoin('saleUnit as s', (join) =>
        join.onRef('s.id', '=', 'c.saleUnitId').onRef('s.tenantId', '=', 'c.tenantId').on('s.isDeleted', '=', 0),
      )
      .select(['c.id', 'c.saleUnitId', 's.saleUnitName', 'c.jobTitle', 'c.enName', 'c.contactNumber'])
      .where('c.customerId', '=', customerId)
      .where('c.tenantId', '=', tenantId)
      .where('c.isDeleted', '=', 0)
      .where('c.status', '=', 1)
      .orderBy('c.sort')
      .orderBy('c.id')
      .execute(),
  ]);
  if (!customer) return { saleUnitList: [], salesPersonList: [] };

  const ownUnit = customer.saleUnitId;
  const unitIds = [...new Set([ownUnit, ...salesPersonList.map((person) => person.saleUnitId)])].filter(
    (id): id is string => id !== null,
  );
  const units = unitIds.length
    ? await db
        .selectFrom('saleUnit')
        .select(['id', 'saleUnitCode', 'saleUnitName', 'ipoStatus'])
        .where('id', 'in', unitIds)
        .where('tenantId', '=', tenantId)
        .where('isDeleted', '=', 0)
        .orderBy('saleUnitCode')
        .execute()
    : [];
  return {
    saleUnitList: [...units.filter((unit) => unit.id === ownUnit), ...units.filter((unit) => unit.id !== ownUnit)],
    salesPersonList: salesPersonList.map(({ id, saleUnitName, jobTitle, enName, contactNumber }) => ({
      id,
      saleUnitName,
      jobTitle,
      enName,
      contactNumber,
    })),
  };
}
