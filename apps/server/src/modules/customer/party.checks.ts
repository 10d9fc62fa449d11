import type { PartyFields, PartyType } from '@smdp/contracts/customer';
import type { Selectable, Transaction } from 'kysely';
import type { BaseCustomerTable, DB } from '../../db/schema';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { tenantRows } from '../../platform/scope/tenant';
import { isAccountOf } from '../user';
import { SELLER_TYPES } from './party.rules';

type Trx = Transaction<DB>;
export type Seller = Pick<Selectable<BaseCustomerTable>, 'id' | 'customerCode' | 'partyType' | 'state'>;

const SELLER_COLUMNS = ['id', 'customerCode', 'partyType', 'state'] as const;

/**
 * A seller is looked up in the whole tenant, not in the caller's data scope: a customer account sells
 * as its own customer, which is not among the parties it manages.
 */
export async function sellerOf(trx: Trx, tenantId: string, id: string): Promise<Seller | undefined> {
  return tenantRows(trx, { tenantId }, 'baseCustomer').select(SELLER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * A customer account always sells to what it onboards; staff name the seller, or leave it to the
 * tenant's COMPANY party (or none) for a distributor. The seller must fit the type and be active.
 */
export async function resolveSeller(
  trx: Trx,
  caller: Pick<Caller, 'tenantId' | 'customerId'>,
  partyType: PartyType,
  requested: string | null | undefined,
): Promise<Seller | null> {
  let seller: Seller | undefined;
  if (caller.customerId) seller = await sellerOf(trx, caller.tenantId, caller.customerId);
  else if (requested) seller = await sellerOf(trx, caller.tenantId, requested);
  else if (partyType === 'DISTRIBUTOR') {
    seller = await tenantRows(trx, caller, 'baseCustomer')
      .select(SELLER_COLUMNS)
      .where('partyType', '=', 'COMPANY')
      .executeTakeFirst();
  }
  if ((caller.customerId || requested) && !seller) throw badRequest('partySellerInvalid');
  if (!SELLER_TYPES[partyType].includes(seller?.partyType ?? null)) throw badRequest('partySellerInvalid');
  if (seller && seller.state !== 'ACTIVE') throw badRequest('partySellerInvalid');
  return seller ?? null;
}

/** The salesperson is an account of the seller: a staff account when the company sells. */
export async function assertSalesperson(
  trx: Trx,
  tenantId: string,
  seller: Seller | null | undefined,
  userId: string | null,
) {
  if (!userId) return;
  const sellerCustomerId = seller && seller.partyType !== 'COMPANY' ? seller.id : null;
  if (!(await isAccountOf(trx, tenantId, sellerCustomerId, userId))) throw badRequest('partySalespersonInvalid');
}

/** domain.md §9: no two live parties of a tenant share a tax number or a phone, whoever may see them. */
export async function assertNoDuplicate(
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
    let query = tenantRows(trx, { tenantId }, 'baseCustomer')
      .select('id')
      .where(column, '=', value)
      .where('state', '<>', 'CLOSED');
    if (exceptId) query = query.where('id', '<>', exceptId);
    if (await query.executeTakeFirst()) throw badRequest(key, { [column]: value });
  }
}

/** A unique index lost a race with a concurrent write: the same answer the pre-checks give. */
export async function translateUniqueViolation<T>(input: PartyFields, write: () => Promise<T>): Promise<T> {
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
