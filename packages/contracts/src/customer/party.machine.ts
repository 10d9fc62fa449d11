import { defineMachine } from '../document';
import { PARTY_CODES } from './customer.codes';

export const PARTY_TYPES = ['COMPANY', 'DISTRIBUTOR', 'SUB_DISTRIBUTOR', 'STORE'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

export const PARTY_STATES = ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'SUSPENDED', 'CLOSED'] as const;
export type PartyState = (typeof PARTY_STATES)[number];

/** The lifecycle of domain.md §2 except CLOSED, which only an executed closure request sets. */
export const partyMachine = defineMachine({
  states: PARTY_STATES,
  actions: {
    'submit-approval': { from: ['DRAFT'], to: 'PENDING_APPROVAL', codes: [...PARTY_CODES.add, ...PARTY_CODES.edit] },
    approve: { from: ['PENDING_APPROVAL'], to: 'ACTIVE', codes: PARTY_CODES.approve },
    reject: { from: ['PENDING_APPROVAL'], to: 'DRAFT', codes: PARTY_CODES.approve, remarkRequired: true },
    suspend: { from: ['ACTIVE'], to: 'SUSPENDED', codes: PARTY_CODES.edit },
    resume: { from: ['SUSPENDED'], to: 'ACTIVE', codes: PARTY_CODES.edit },
  },
});
export type PartyAction = keyof typeof partyMachine.actions;

/** States in which a party's data may change (type and seller only while a draft). */
export const PARTY_EDITABLE_STATES: readonly PartyState[] = ['DRAFT', 'ACTIVE', 'SUSPENDED'];
