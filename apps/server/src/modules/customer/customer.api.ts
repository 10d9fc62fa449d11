import type { ExpressionBuilder, Kysely, StringReference, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';
import type { Caller } from '../../platform/scope/caller';

/**
 * What other modules read of customer tables (`baseCustomer`, `customerSalesContact`): functions and
 * Kysely expression helpers, so no other module names these tables (architecture.md §7). Every
 * function takes the tenant (or a caller) and never sees soft-deleted parties unless it says so.
 */
type Db = Kysely<DB> | Transaction<DB>;

/**
 * The expression builder of the outer query, without its tables: a generic `TB` defeats Kysely's
 * inference inside the subquery, and the subquery needs none of them (it refers out by `sql.ref`).
 */
const plain = <D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>) => eb as unknown as ExpressionBuilder<DB, never>;

/** The party columns other modules show or filter on. */
const PARTY_COLUMNS = [
  'id',
  'tenantId',
  'customerCode',
  'customerName',
  'customerFullName',
  'partyType',
  'sellerPartyId',
  'levelId',
  'priceListId',
  'saleUnitId',
  'state',
  'isDeleted',
  // the groups a statement batch picks buyers by (level above, salesperson, region)
  'salespersonId',
  'territory',
  // where a store is: field visits measure check-ins against it
  'lat',
  'lng',
  // who entered the party: a staff member's data scope over parties (finance reports)
  'createDept',
  'createUser',
] as const;

/**
 * The parties (customers) as a derived table to JOIN, for lists that show and filter on a party's code
 * or name: `.leftJoin(partiesAs(db, 'c'), 'c.id', 'u.customerId')`, then `'c.customerCode'` (SQL
 * `c.customer_code`) as before. PostgreSQL flattens it into a plain join. Includes deleted rows, as a
 * plain join did; filter `c.isDeleted` where that matters.
 */
export function partiesAs<A extends string>(db: Db, alias: A) {
  return db.selectFrom('baseCustomer').select(PARTY_COLUMNS).as(alias);
}

/** A party's name as a correlated subquery: `.select((eb) => partyName(eb, 'v.ownerPartyId').as('ownerName'))`. */
export function partyName<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, partyId: StringReference<D, TB>) {
  return plain(eb)
    .selectFrom('baseCustomer as pn')
    .select('pn.customerName')
    .where('pn.id', '=', sql.ref<string>(partyId));
}

/** A party's code as a correlated subquery, as `partyName`. */
export function partyCode<D, TB extends keyof D>(eb: ExpressionBuilder<D, TB>, partyId: StringReference<D, TB>) {
  return plain(eb)
    .selectFrom('baseCustomer as pc')
    .select('pc.customerCode')
    .where('pc.id', '=', sql.ref<string>(partyId));
}

/**
 * The ids of a customer's party tree as a subquery: the customer itself and the live parties it sells
 * to. `.where('cg.partyId', 'in', customerIdsUnder(eb, tenantId, own))`.
 */
export function customerIdsUnder<D, TB extends keyof D>(
  eb: ExpressionBuilder<D, TB>,
  tenantId: string,
  customerId: string,
) {
  return plain(eb)
    .selectFrom('baseCustomer as tree')
    .select('tree.id')
    .where('tree.tenantId', '=', tenantId)
    .where('tree.isDeleted', '=', 0)
    .where((inner) => inner.or([inner('tree.id', '=', customerId), inner('tree.sellerPartyId', '=', customerId)]));
}

/** The tenant's own party (type COMPANY): the owner of the company's price lists and levels. */
export async function companyPartyOf(db: Db, tenantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('partyType', '=', 'COMPANY')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}

export type PartyRef = {
  id: string;
  customerCode: string;
  customerName: string;
  partyType: string;
  sellerPartyId: string | null;
  levelId: string | null;
  priceListId: string | null;
  saleUnitId: string | null;
  salespersonId: string | null;
  state: string;
};

/**
 * A live party of the tenant, or undefined. `soldBy`: only if that customer sells to it; `orSelf`
 * with it: the customer itself counts too (a customer account's own tree). `notClosed`: CLOSED
 * parties count as absent. `forUpdate`: lock the row (inside a transaction).
 */
export async function findParty(
  db: Db,
  tenantId: string,
  id: string,
  options: { soldBy?: string | null; orSelf?: boolean; notClosed?: boolean; forUpdate?: boolean } = {},
): Promise<PartyRef | undefined> {
  let query = db
    .selectFrom('baseCustomer')
    .select([
      'id',
      'customerCode',
      'customerName',
      'partyType',
      'sellerPartyId',
      'levelId',
      'priceListId',
      'saleUnitId',
      'salespersonId',
      'state',
    ])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('isDeleted', '=', 0);
  const seller = options.soldBy;
  if (seller) {
    query = options.orSelf
      ? query.where((eb) => eb.or([eb('id', '=', seller), eb('sellerPartyId', '=', seller)]))
      : query.where('sellerPartyId', '=', seller);
  }
  if (options.notClosed) query = query.where('state', '<>', 'CLOSED');
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** A live party of the tenant by its code (staff naming a customer), or undefined. */
export async function findPartyByCode(
  db: Db,
  tenantId: string,
  customerCode: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('customerCode', '=', customerCode)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
}

/**
 * Whether a live party still points at one of `ids` through `column` (a price list, a customer
 * level, a sale unit): what a remove of those rows must refuse.
 */
export async function partyReferences(
  db: Db,
  column: 'priceListId' | 'levelId' | 'saleUnitId',
  ids: readonly string[],
  tenantId?: string,
): Promise<boolean> {
  if (!ids.length) return false;
  let query = db.selectFrom('baseCustomer').select('id').where(column, 'in', ids).where('isDeleted', '=', 0);
  if (tenantId !== undefined) query = query.where('tenantId', '=', tenantId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A customer's account quota (live accounts it may have; -1 no limit), locked when `forUpdate`. */
export async function accountNumberOf(
  db: Db,
  tenantId: string,
  customerId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<{ id: string; accountNumber: number } | undefined> {
  let query = db
    .selectFrom('baseCustomer')
    .select(['id', 'accountNumber'])
    .where('id', '=', customerId)
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Sets a customer's account quota (the caller checked it and audits it), bumping its version. */
export async function setAccountNumber(
  trx: Transaction<DB>,
  caller: Pick<Caller, 'userId'>,
  customerId: string,
  accountNumber: number,
): Promise<void> {
  await trx
    .updateTable('baseCustomer')
    .set({ accountNumber, version: sql`version + 1`, updateUser: caller.userId, updateTime: new Date() })
    .where('id', '=', customerId)
    .execute();
}

export type CustomerSalesPerson = {
  id: string;
  saleUnitId: string | null;
  jobTitle: string | null;
  enName: string;
  contactNumber: string | null;
};

/** A customer's own sale unit and its active sales contacts in display order (the sales-contact dialog). */
export async function customerSalesPeople(
  db: Db,
  tenantId: string,
  customerId: string,
): Promise<{ saleUnitId: string | null; people: CustomerSalesPerson[] } | undefined> {
  const [customer, people] = await Promise.all([
    db
      .selectFrom('baseCustomer')
      .select('saleUnitId')
      .where('id', '=', customerId)
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst(),
    db
      .selectFrom('customerSalesContact')
      .select(['id', 'saleUnitId', 'jobTitle', 'enName', 'contactNumber'])
      .where('customerId', '=', customerId)
      .where('tenantId', '=', tenantId)
      .where('isDeleted', '=', 0)
      .where('status', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ]);
  return customer ? { saleUnitId: customer.saleUnitId, people } : undefined;
}
