import { get } from './http';

/**
 * The parties (customers) a caller may pick, as `baseCustomer/options` answers them: shared by the
 * customer and catalog modules, which do not import each other.
 */
export type PartyOption = {
  id: string;
  customerCode: string;
  customerName: string;
  partyType: 'COMPANY' | 'DISTRIBUTOR' | 'SUB_DISTRIBUTOR' | 'STORE';
  state: 'DRAFT' | 'PENDING_APPROVAL' | 'ACTIVE' | 'SUSPENDED' | 'CLOSED';
};

export const partyOptions = (states?: readonly PartyOption['state'][]) =>
  get<PartyOption[]>('/smdp-customer/baseCustomer/options', { states: states?.join(',') });
