import type { Wire } from '@smdp/contracts';
import type { SubCustomerCredit as SubCustomerCreditShape } from '@smdp/contracts/fund';
import { get, post } from '../../../lib/http';
import type { PartyOption } from '../../../lib/party-options';
import type { CreditChange, CreditLimit, CreditLimitBody } from '../api';

export { subCustCreditCodes } from '@smdp/contracts/fund';

/** The menu code of the page, which its button codes start with. */
export const SUB_CREDIT_MENU = 'sub_cust_credit';
export const SUB_CREDIT_API = '/smdp-finance/sub-customer-credit';

export type SubCustomerCredit = Wire<SubCustomerCreditShape>;

export const subCreditKeys = {
  all: ['sub-credit'] as const,
  sellers: (keyword: string) => [...subCreditKeys.all, 'sellers', keyword] as const,
};

/** The limit a distributor grants one of its sub-customers (null: none yet); staff name the distributor. */
export const subCustomerLimit = (debtorPartyId: string, creditorPartyId?: string) =>
  get<CreditLimit | null>(`${SUB_CREDIT_API}/detail`, { debtorPartyId, creditorPartyId });

/** Asks for a change of a sub-customer's credit; approved at once with the page's direct button. */
export const saveSubCustomerLimit = (body: CreditLimitBody) => post<CreditChange>(`${SUB_CREDIT_API}/save`, body);

/** Sellers for the staff picker: distributors and sub-distributors matching the keyword (the parties' picker call). */
export const sellerOptions = async (keyword: string) =>
  (
    await get<PartyOption[]>(
      '/smdp-customer/baseCustomer/options',
      { keyword: keyword || undefined, states: 'ACTIVE,SUSPENDED' },
      { quiet: true },
    )
  ).filter((party) => party.partyType === 'DISTRIBUTOR' || party.partyType === 'SUB_DISTRIBUTOR');
