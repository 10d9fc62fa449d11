import { customerReceiptCodes } from '@smdp/contracts/fund';
import type { Database } from '../../platform/db/database';
import { type DocumentCaller, holdsAny } from '../../platform/document/define';
import { AppError, badRequest, notFound } from '../../platform/http/errors';
import { companyPartyOf, findParty, partiesAs } from '../customer';
import { allowsSelfApproval } from '../system';

/** The button of roles allowed to approve their own receipts (and to enter and approve in one step). */
export const DIRECT_APPROVAL_CODE = customerReceiptCodes.direct;

/**
 * Who receives a payer's money as the caller records it: company staff record what distributors pay the
 * company (or, naming the distributor, what a sub-customer paid it); a customer's account records its own
 * payments to the company and what its sub-customers paid it. Anything else: the payer is not found.
 */
export async function payeeFor(
  db: Database,
  caller: DocumentCaller,
  payerPartyId: string,
  requestedPayee: string | undefined,
): Promise<string> {
  const payer = await findParty(db, caller.tenantId, payerPartyId);
  if (!payer || payer.partyType === 'COMPANY') throw notFound();
  const company = await companyPartyOf(db, caller.tenantId);
  if (!company) throw notFound();
  let payee: string;
  if (caller.customerId) {
    if (payer.id === caller.customerId) payee = company;
    else if (payer.sellerPartyId === caller.customerId) payee = caller.customerId;
    else throw notFound();
  } else {
    payee = requestedPayee ?? payer.sellerPartyId ?? company;
    if (payee !== company && payee !== payer.sellerPartyId) throw badRequest('fundReceiptPayeeInvalid');
  }
  if (requestedPayee && requestedPayee !== payee) throw badRequest('fundReceiptPayeeInvalid');
  return payee;
}

/** Approving is the payee's business: company staff approve what the company received, a customer what it received. */
export async function assertPayeeSide(db: Database, caller: DocumentCaller, payeePartyId: string) {
  const mine = caller.customerId ?? (await companyPartyOf(db, caller.tenantId));
  if (mine !== payeePartyId) throw new AppError(403, 'fundReceiptNotPayee');
}

/** Whether the caller may approve a receipt it entered or submitted itself (its role's button, or the tenant's setting). */
export async function maySelfApprove(db: Database, caller: DocumentCaller): Promise<boolean> {
  return holdsAny(caller, [DIRECT_APPROVAL_CODE]) || (await allowsSelfApproval(db, caller.tenantId));
}

export type PayerOption = { id: string; customerCode: string; customerName: string; payeePartyId: string };

/**
 * The payers the caller may record receipts of, each with the payee it pays: for company staff every live
 * party (distributors pay the company, sub-customers their seller); for a customer its own payment to the
 * company and its sub-customers' payments to it. At most 500, by code.
 */
export async function payerOptions(db: Database, caller: DocumentCaller): Promise<PayerOption[]> {
  const company = await companyPartyOf(db, caller.tenantId);
  if (!company) return [];
  let rows = db
    .selectFrom(partiesAs(db, 'p'))
    .select(['p.id', 'p.customerCode', 'p.customerName', 'p.sellerPartyId'])
    .where('p.tenantId', '=', caller.tenantId)
    .where('p.isDeleted', '=', 0)
    .where('p.partyType', '<>', 'COMPANY')
    .where('p.state', '<>', 'CLOSED');
  const own = caller.customerId;
  if (own) rows = rows.where((eb) => eb.or([eb('p.id', '=', own), eb('p.sellerPartyId', '=', own)]));
  const found = await rows.orderBy('p.customerCode').limit(500).execute();
  return found.map((row) => ({
    id: row.id,
    customerCode: row.customerCode,
    customerName: row.customerName,
    payeePartyId: own ? (row.id === own ? company : own) : (row.sellerPartyId ?? company),
  }));
}
