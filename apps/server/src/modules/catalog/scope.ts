import type { Database } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { isManagedParty, parties } from '../customer';

/** Goods and product levels are the company's master data: customer accounts read them only. */
export function assertCompanyStaff(caller: Caller): void {
  if (caller.customerId) throw new AppError(403, 'catalogCompanyOnly');
}

async function companyParty(db: Database, tenantId: string): Promise<string | null> {
  const row = await db
    .selectFrom(parties(db).as('p'))
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('partyType', '=', 'COMPANY')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The party whose price lists and customer levels a write belongs to: a customer account's own
 * customer whatever it sends; for company staff the party named (within its data scope), else the company party.
 */
export async function ownerFor(db: Database, caller: Caller, requested: string | null | undefined): Promise<string> {
  if (caller.customerId) return caller.customerId;
  if (!requested) {
    const company = await companyParty(db, caller.tenantId);
    if (!company) throw badRequest('catalogOwnerInvalid');
    return company;
  }
  // A party outside the caller's data scope is as unknown as a missing one: no writing into its lists.
  if (!(await isManagedParty(db, caller, requested))) throw badRequest('catalogOwnerInvalid');
  return requested;
}

/** Today in the caller's zone, `yyyy-MM-dd`: the date prices are asked for when none is given. */
export const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
