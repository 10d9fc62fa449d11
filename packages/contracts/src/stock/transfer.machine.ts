import { defineMachine } from '../document';
import { transferCodes } from './stock.codes';

/** A two-step transfer between two warehouses of one owner (domain.md §6). */
export const TRANSFER_STATES = ['DRAFT', 'SUBMITTED', 'SHIPPED', 'RECEIVED', 'CLOSED', 'CANCELLED'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const TRANSFER_CODES = {
  view: [transferCodes.view],
  add: [transferCodes.add],
  edit: [transferCodes.edit],
  /** Drafting needs `add`; changing a draft and every move needs `edit` (a sub-account only drafts). */
  write: [transferCodes.add, transferCodes.edit],
  delete: [transferCodes.delete],
} as const;

/**
 * `confirm` reserves the source's stock, `ship` posts it out of the source into the target's
 * in-transit figure, `receive` posts what arrived into the target (a shortage stays recorded per
 * line), `close` ends it; `cancel` only before shipping, releasing the reservation.
 */
export const transferMachine = defineMachine({
  states: TRANSFER_STATES,
  actions: {
    confirm: { from: ['DRAFT'], to: 'SUBMITTED', codes: TRANSFER_CODES.edit },
    ship: { from: ['SUBMITTED'], to: 'SHIPPED', codes: TRANSFER_CODES.edit },
    receive: { from: ['SHIPPED'], to: 'RECEIVED', codes: TRANSFER_CODES.edit },
    close: { from: ['RECEIVED'], to: 'CLOSED', codes: TRANSFER_CODES.edit },
    cancel: { from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', codes: TRANSFER_CODES.edit },
  },
});
export type TransferAction = keyof typeof transferMachine.actions;
