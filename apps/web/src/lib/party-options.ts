import type { Wire } from '@smdp/contracts';
import type { PartyOption as PartyOptionShape } from '@smdp/contracts/customer';
import { get } from './http';

/**
 * Parties for pickers, shared by the customer and catalog modules (which do not import each other):
 * the parties the caller manages (at most 200), optionally only in some states.
 */
export type PartyOption = Wire<PartyOptionShape>;

export const partyOptions = (states?: readonly PartyOption['state'][]) =>
  get<PartyOption[]>('/smdp-customer/baseCustomer/options', { states: states?.join(',') });

export const partyLabel = (party: { customerCode: string; customerName: string }) =>
  `${party.customerCode} ${party.customerName}`;
