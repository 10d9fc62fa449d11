import { get } from './http';

/**
 * Parties for pickers, shared by the customer and catalog modules (which do not import each other):
 * the parties the caller manages (at most 200), optionally only in some states.
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

export const partyLabel = (party: { customerCode: string; customerName: string }) =>
  `${party.customerCode} ${party.customerName}`;
