import type { Page, PageQuery } from '@smdp/contracts';
import type { Selectable, Transaction } from 'kysely';
import type { BaseCustomerTable, DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import { updateVersioned } from '../../platform/crud/versioned';
import type { Database } from '../../platform/db/database';
import { applyFilters, type ListColumns, paginate } from '../../platform/db/list-query';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest, forbidden, notFound } from '../../platform/http/errors';
import { type Actor, holdsAny, isPrimaryAccount, PARTY_CODES } from './actor';
import type { PartyState, PartyType } from './customer.tables';
import { assertNotOwnSubmission } from './self-approval';

export type Party = {
  id: string;
  customerCode: string;
  customerName: string;
  customerFullName: string;
  partyType: PartyType;
  sellerPartyId: string | null;
  sellerCode: string | null;
  sellerName: string | null;
  levelId: string | null;
  priceListId: string | null;
  salespersonId: string | null;
  salespersonName: string | null;
  saleUnitId: string | null;
  territory: string | null;
  taxNo: string | null;
  contactName: string | null;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  defaultWarehouseId: string | null;
  state: PartyState;
  reviewRemark: string | null;
  submittedAt: Date | null;
  submittedBy: string | null;
  approvedAt: Date | null;
  openedAt: Date | null;
  closedAt: Date | null;
  remark: string | null;
  version: number;
  createTime: Date;
};

export type PartyInput = {
  customerCode?: string | undefined;
  customerName: string;
  customerFullName?: string | null | undefined;
  partyType: PartyType;
  sellerPartyId?: string | null | undefined;
  levelId?: string | null | undefined;
  priceListId?: string | null | undefined;
  salespersonId?: string | null | undefined;
  saleUnitId?: string | null | undefined;
  territory?: string | null | undefined;
  taxNo?: string | null | undefined;
  contactName?: string | null | undefined;
  phone?: string | null | undefined;
  lat?: number | null | undefined;
  lng?: number | null | undefined;
  remark?: string | null | undefined;
};

type Row = Selectable<BaseCustomerTable>;
type Trx = Transaction<DB>;

/** Which party may sell to which: a null seller is the trading company itself (no COMPANY party seeded). */
const SELLER_TYPES: Record<PartyType, readonly (PartyType | null)[]> = {
  COMPANY: [],
  DISTRIBUTOR: ['COMPANY', null],
  SUB_DISTRIBUTOR: ['DISTRIBUTOR'],
  STORE: ['COMPANY', null, 'DISTRIBUTOR', 'SUB_DISTRIBUTOR'],
};

/** What a customer account may onboard: its own buyers. Staff may create every type but the company. */
const ONBOARDED_BY_CUSTOMERS: readonly PartyType[] = ['SUB_DISTRIBUTOR', 'STORE'];
const ONBOARDED_BY_STAFF: readonly PartyType[] = ['DISTRIBUTOR', 'SUB_DISTRIBUTOR', 'STORE'];

const EDITABLE: readonly PartyState[] = ['DRAFT', 'ACTIVE', 'SUSPENDED'];

/** The lifecycle of domain.md §2 except CLOSED, which only an executed closure request sets. */
export const PARTY_TRANSITIONS = {
  'submit-approval': { from: ['DRAFT'], to: 'PENDING_APPROVAL' },
  approve: { from: ['PENDING_APPROVAL'], to: 'ACTIVE' },
  reject: { from: ['PENDING_APPROVAL'], to: 'DRAFT' },
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
  resume: { from: ['SUSPENDED'], to: 'ACTIVE' },
} as const satisfies Record<string, { from: readonly PartyState[]; to: PartyState }>;
export type PartyAction = keyof typeof PARTY_TRANSITIONS;

const COLUMNS: ListColumns = {
  customerCode: 'p.customer_code',
  customerName: 'p.customer_name',
  customerFullName: 'p.customer_full_name',
  partyType: 'p.party_type',
  state: 'p.state',
  sellerPartyId: 'p.seller_party_id',
  sellerCode: 's.customer_code',
  salespersonId: 'p.salesperson_id',
  territory: 'p.territory',
  taxNo: 'p.tax_no',
  phone: 'p.phone',
  createTime: 'p.create_time',
  updateTime: 'p.update_time',
};

/**
 * The parties a caller manages: company staff every party of the tenant; a customer account the
 * parties its customer sells to (a distributor never sees another distributor's sub-customers).
 */
export function managedParties(db: Database, caller: Pick<Actor, 'tenantId' | 'customerId'>) {
  let query = db
    .selectFrom('baseCustomer as p')
    .leftJoin('baseCustomer as s', 's.id', 'p.sellerPartyId')
    .leftJoin('bladeUser as u', 'u.id', 'p.salespersonId')
    .where('p.tenantId', '=', caller.tenantId)
    .where('p.isDeleted', '=', 0);
  if (caller.customerId) query = query.where('p.sellerPartyId', '=', caller.customerId);
  return query.select([
    'p.id',
    'p.customerCode',
    'p.customerName',
    'p.customerFullName',
    'p.partyType',
    'p.sellerPartyId',
    's.customerCode as sellerCode',
    's.customerName as sellerName',
    'p.levelId',
    'p.priceListId',
    'p.salespersonId',
    'u.realName as salespersonName',
    'p.saleUnitId',
    'p.territory',
    'p.taxNo',
    'p.contactName',
    'p.phone',
    'p.lat',
    'p.lng',
    'p.defaultWarehouseId',
    'p.state',
    'p.reviewRemark',
    'p.submittedAt',
    'p.submittedBy',
    'p.approvedAt',
    'p.openedAt',
    'p.closedAt',
    'p.remark',
    'p.version',
    'p.createTime',
  ]);
}

/**
 * Which parties a list shows: `all` that the caller manages (staff's customer list), or only `sub`
 * customers, those a distributor sells to rather than the company (the sub-customer page). A customer
 * account's managed parties are all its own sub-customers anyway.
 */
export type PartyTier = 'all' | 'sub';

/** The staff customer list's code: every party of the tenant. */
const CUSTOMER_LIST_VIEW = 'customer_list_view';

/** Second tier: the seller is a distributor (or sub-distributor), not the company. */
const SUB_SELLERS: readonly PartyType[] = ['DISTRIBUTOR', 'SUB_DISTRIBUTOR'];

export async function listParties(
  db: Database,
  caller: Actor,
  tier: PartyTier,
  query: PageQuery & Record<string, unknown>,
  zone: string,
): Promise<Page<Party>> {
  let parties = managedParties(db, caller);
  // Staff who hold only the sub-customer page's code see only that page's rows, whatever they ask.
  if (!caller.customerId && (tier === 'sub' || !caller.codes.has(CUSTOMER_LIST_VIEW))) {
    parties = parties.where('s.partyType', 'in', SUB_SELLERS);
  }
  return paginate(applyFilters(parties, query, COLUMNS, zone), query, COLUMNS, {
    column: 'p.customer_code',
    direction: 'asc',
  });
}

export async function partyDetail(db: Database, caller: Pick<Actor, 'tenantId' | 'customerId'>, id: string) {
  const party = await managedParties(db, caller).where('p.id', '=', id).executeTakeFirst();
  if (!party) throw notFound();
  return party satisfies Party;
}

/** For pickers (address owner, vehicle owner, closure target): the managed parties, by code or name. */
export async function partyOptions(
  db: Database,
  caller: Actor,
  filter: { keyword?: string | undefined; states?: readonly PartyState[] | undefined },
) {
  let query = managedParties(db, caller);
  if (filter.keyword) {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('p.customerCode', 'ilike', like), eb('p.customerName', 'ilike', like)]));
  }
  if (filter.states?.length) query = query.where('p.state', 'in', filter.states);
  const rows = await query.orderBy('p.customerCode').limit(200).execute();
  return rows.map(({ id, customerCode, customerName, partyType, state }) => ({
    id,
    customerCode,
    customerName,
    partyType,
    state,
  }));
}

/**
 * Who may sell to a seller's customers (the salesperson picker): the seller's live accounts, or staff
 * accounts when the company sells, as updateParty checks them. A customer account always gets its own.
 */
export async function salespersonOptions(db: Database, caller: Actor, sellerPartyId: string | undefined) {
  let sellerCustomerId: string | null = caller.customerId;
  if (!caller.customerId && sellerPartyId) {
    const seller = await db
      .selectFrom('baseCustomer')
      .select(['id', 'partyType'])
      .where('tenantId', '=', caller.tenantId)
      .where('id', '=', sellerPartyId)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (!seller) throw badRequest('partySellerInvalid');
    sellerCustomerId = seller.partyType === 'COMPANY' ? null : seller.id;
  }
  let query = db
    .selectFrom('bladeUser')
    .select(['id', 'account', 'realName'])
    .where('tenantId', '=', caller.tenantId)
    .where('isDeleted', '=', 0)
    .where('status', '=', 1);
  query = sellerCustomerId ? query.where('customerId', '=', sellerCustomerId) : query.where('customerId', 'is', null);
  return query.orderBy('account').limit(500).execute();
}

const normalizePhone = (phone: string) => phone.replace(/[\s().-]/g, '');
const normalizeTaxNo = (taxNo: string) => taxNo.replace(/\s/g, '').toUpperCase();
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Creates a party in DRAFT; a missing code is the next free one under its seller (`C0001-0003`). */
export async function createParty(db: Database, actor: Actor, input: PartyInput, ip?: string): Promise<Party> {
  const allowed = actor.customerId ? ONBOARDED_BY_CUSTOMERS : ONBOARDED_BY_STAFF;
  if (!allowed.includes(input.partyType)) throw badRequest('partyTypeNotAllowed');
  const values = cleanInput(input);
  return translateUniqueViolation(input, () =>
    db.transaction().execute(async (trx) => {
      const seller = await resolveSeller(trx, actor, input.partyType, input.sellerPartyId);
      await assertSalesperson(trx, actor.tenantId, seller, values.salespersonId);
      await assertNoDuplicate(trx, actor.tenantId, values, null);
      const customerCode = input.customerCode || (await nextCode(trx, actor.tenantId, seller));
      const created = await trx
        .insertInto('baseCustomer')
        .values({
          ...values,
          tenantId: actor.tenantId,
          customerCode,
          partyType: input.partyType,
          sellerPartyId: seller?.id ?? null,
          state: 'DRAFT',
          createUser: actor.userId,
          updateUser: actor.userId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { action: 'create', entity: 'party', entityId: created.id, after: created }, ip);
      return partyDetail(trx, actor, created.id);
    }),
  );
}

/**
 * Changes a party's data. The code never changes; type and seller only while it is a draft. The add
 * button suffices for a draft (onboarding in progress), else it takes the edit button.
 */
export async function updateParty(
  db: Database,
  actor: Actor,
  input: PartyInput & { id: string; version: number },
  ip?: string,
): Promise<Party> {
  const values = cleanInput(input);
  return translateUniqueViolation(input, () =>
    db.transaction().execute(async (trx) => {
      const current = await lockManaged(trx, actor, input.id);
      if (!EDITABLE.includes(current.state)) throw badRequest('partyStateInvalid');
      if (!holdsAny(actor, PARTY_CODES.edit) && current.state !== 'DRAFT') throw forbidden();
      let sellerPartyId = current.sellerPartyId;
      let partyType = current.partyType;
      if (current.state === 'DRAFT') {
        const allowed = actor.customerId ? ONBOARDED_BY_CUSTOMERS : ONBOARDED_BY_STAFF;
        if (!allowed.includes(input.partyType)) throw badRequest('partyTypeNotAllowed');
        const seller = await resolveSeller(trx, actor, input.partyType, input.sellerPartyId);
        sellerPartyId = seller?.id ?? null;
        partyType = input.partyType;
      } else if (input.partyType !== current.partyType) {
        throw badRequest('partyStateInvalid');
      }
      const seller = sellerPartyId ? await sellerOf(trx, actor.tenantId, sellerPartyId) : null;
      await assertSalesperson(trx, actor.tenantId, seller, values.salespersonId);
      await assertNoDuplicate(trx, actor.tenantId, values, input.id);
      const { before, after } = await updateVersioned(
        trx,
        'baseCustomer',
        { id: input.id, version: input.version },
        { ...values, partyType, sellerPartyId },
        { tenantId: actor.tenantId, userId: actor.userId },
      );
      await recordAudit(trx, actor, { action: 'update', entity: 'party', entityId: input.id, before, after }, ip);
      return partyDetail(trx, actor, input.id);
    }),
  );
}

/**
 * Moves a party along its lifecycle. Approval is for the seller's primary account or company staff,
 * and needs an active seller; a rejection needs a reason and sends the party back to DRAFT.
 */
export async function transitionParty(
  db: Database,
  actor: Actor,
  action: PartyAction,
  input: { id: string; version: number; remark?: string | undefined },
  ip?: string,
): Promise<Party> {
  const transition = PARTY_TRANSITIONS[action];
  const remark = blankToNull(input.remark);
  if (action === 'reject' && !remark) throw badRequest('partyReasonRequired');
  if ((action === 'approve' || action === 'reject') && actor.customerId && !(await isPrimaryAccount(db, actor))) {
    throw forbidden();
  }
  return db.transaction().execute(async (trx) => {
    const current = await lockManaged(trx, actor, input.id);
    if (!(transition.from as readonly PartyState[]).includes(current.state)) throw badRequest('partyStateInvalid');
    if (action === 'approve' && current.sellerPartyId) {
      const seller = await sellerOf(trx, actor.tenantId, current.sellerPartyId);
      if (seller?.state !== 'ACTIVE') throw badRequest('partySellerInvalid');
    }
    if (action === 'approve') await assertNotOwnSubmission(trx, actor, current.submittedBy ?? current.createUser);
    const now = new Date();
    const { before, after } = await updateVersioned(
      trx,
      'baseCustomer',
      { id: input.id, version: input.version },
      {
        state: transition.to,
        ...(action === 'submit-approval' ? { submittedAt: now, submittedBy: actor.userId } : {}),
        ...(action === 'approve'
          ? { approvedBy: actor.userId, approvedAt: now, openedAt: current.openedAt ?? now, reviewRemark: remark }
          : {}),
        ...(action === 'reject' ? { reviewRemark: remark } : {}),
      },
      { tenantId: actor.tenantId, userId: actor.userId },
    );
    await recordAudit(trx, actor, { action, entity: 'party', entityId: input.id, before, after }, ip);
    return partyDetail(trx, actor, input.id);
  });
}

/** Deletes drafts only: anything once submitted stays, and no code is ever given out again. */
export async function removeParties(db: Database, actor: Actor, ids: readonly string[], ip?: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows: Row[] = [];
    for (const id of ids) rows.push(await lockManaged(trx, actor, id));
    if (rows.some((row) => row.state !== 'DRAFT')) throw badRequest('partyRemoveDraftOnly');
    await trx
      .updateTable('baseCustomer')
      .set({ isDeleted: 1, updateUser: actor.userId, updateTime: new Date() })
      .where('tenantId', '=', actor.tenantId)
      .where('id', 'in', ids)
      .execute();
    await recordAudit(trx, actor, { action: 'delete', entity: 'party', entityId: ids }, ip);
  });
}

/** The live party row, locked, if the caller manages it; else 404 (never a hint that it exists). */
export async function lockManaged(trx: Trx, caller: Pick<Actor, 'tenantId' | 'customerId'>, id: string): Promise<Row> {
  let query = trx
    .selectFrom('baseCustomer')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', id)
    .where('isDeleted', '=', 0);
  if (caller.customerId) query = query.where('sellerPartyId', '=', caller.customerId);
  const row = await query.forUpdate().executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function cleanInput(input: PartyInput) {
  const taxNo = blankToNull(input.taxNo);
  const phone = blankToNull(input.phone);
  return {
    customerName: input.customerName.trim(),
    customerFullName: blankToNull(input.customerFullName) ?? input.customerName.trim(),
    levelId: input.levelId ?? null,
    priceListId: input.priceListId ?? null,
    salespersonId: input.salespersonId ?? null,
    saleUnitId: input.saleUnitId ?? null,
    territory: blankToNull(input.territory),
    taxNo: taxNo ? normalizeTaxNo(taxNo) : null,
    contactName: blankToNull(input.contactName),
    phone: phone ? normalizePhone(phone) : null,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    remark: blankToNull(input.remark),
  };
}

type Seller = Pick<Row, 'id' | 'customerCode' | 'partyType' | 'state'>;

async function sellerOf(trx: Trx, tenantId: string, id: string): Promise<Seller | undefined> {
  return trx
    .selectFrom('baseCustomer')
    .select(['id', 'customerCode', 'partyType', 'state'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
}

/**
 * A customer account always sells to what it onboards; staff name the seller, or leave it to the
 * tenant's COMPANY party (or none) for a distributor. The seller must fit the type and be active.
 */
async function resolveSeller(
  trx: Trx,
  actor: Actor,
  partyType: PartyType,
  requested: string | null | undefined,
): Promise<Seller | null> {
  let seller: Seller | undefined;
  if (actor.customerId) seller = await sellerOf(trx, actor.tenantId, actor.customerId);
  else if (requested) seller = await sellerOf(trx, actor.tenantId, requested);
  else if (partyType === 'DISTRIBUTOR') {
    seller = await trx
      .selectFrom('baseCustomer')
      .select(['id', 'customerCode', 'partyType', 'state'])
      .where('tenantId', '=', actor.tenantId)
      .where('partyType', '=', 'COMPANY')
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
  }
  if ((actor.customerId || requested) && !seller) throw badRequest('partySellerInvalid');
  if (!SELLER_TYPES[partyType].includes(seller?.partyType ?? null)) throw badRequest('partySellerInvalid');
  if (seller && seller.state !== 'ACTIVE') throw badRequest('partySellerInvalid');
  return seller ?? null;
}

/** The salesperson is an account of the seller: a staff account when the company sells. */
async function assertSalesperson(trx: Trx, tenantId: string, seller: Seller | null | undefined, userId: string | null) {
  if (!userId) return;
  const sellerCustomerId = seller && seller.partyType !== 'COMPANY' ? seller.id : null;
  let query = trx
    .selectFrom('bladeUser')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', userId)
    .where('isDeleted', '=', 0);
  query = sellerCustomerId ? query.where('customerId', '=', sellerCustomerId) : query.where('customerId', 'is', null);
  if (!(await query.executeTakeFirst())) throw badRequest('partySalespersonInvalid');
}

/** domain.md §9: no two live parties of a tenant share a tax number or a phone. */
async function assertNoDuplicate(
  trx: Trx,
  tenantId: string,
  values: { taxNo: string | null; phone: string | null },
  exceptId: string | null,
) {
  for (const [column, value, key] of [
    ['taxNo', values.taxNo, 'partyTaxNoDuplicate'],
    ['phone', values.phone, 'partyPhoneDuplicate'],
  ] as const) {
    if (!value) continue;
    let query = trx
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where(column, '=', value)
      .where('isDeleted', '=', 0)
      .where('state', '<>', 'CLOSED');
    if (exceptId) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw badRequest(key, { [column]: value });
  }
}

/**
 * The next code under a seller (`C0001-0004`) or, for the company's own customers, `C0007`. The
 * seller (or tenant) row is locked first so two onboardings never compute the same number; deleted
 * and closed parties keep their codes, so a number is never handed out twice.
 */
async function nextCode(trx: Trx, tenantId: string, seller: Seller | null): Promise<string> {
  const prefix = seller && seller.partyType !== 'COMPANY' ? `${seller.customerCode}-` : 'C';
  if (seller) await trx.selectFrom('baseCustomer').select('id').where('id', '=', seller.id).forUpdate().execute();
  else await trx.selectFrom('bladeTenant').select('id').where('tenantId', '=', tenantId).forUpdate().execute();
  const codes = await trx
    .selectFrom('baseCustomer')
    .select('customerCode')
    .where('tenantId', '=', tenantId)
    .where('customerCode', 'like', `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    .execute();
  const pattern = new RegExp(`^${prefix}(\\d+)$`); // codes hold only letters, digits, '_' and '-'
  const highest = codes.reduce((max, { customerCode }) => {
    const match = pattern.exec(customerCode);
    return match ? Math.max(max, Number(match[1])) : max;
  }, 0);
  return `${prefix}${String(highest + 1).padStart(4, '0')}`;
}

/** A unique index lost a race with a concurrent write: the same answer the pre-checks give. */
async function translateUniqueViolation<T>(input: PartyInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const constraint = (error as { constraint?: string }).constraint ?? '';
    if (constraint.includes('tax_no')) throw badRequest('partyTaxNoDuplicate', { taxNo: input.taxNo ?? '' });
    if (constraint.includes('phone')) throw badRequest('partyPhoneDuplicate', { phone: input.phone ?? '' });
    throw badRequest('partyCodeExists', { code: input.customerCode ?? '' });
  }
}
