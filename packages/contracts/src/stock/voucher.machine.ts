import { defineMachine } from '../document';
import { inboundCodes, outboundCodes } from './stock.codes';

/** Both voucher kinds move alike (domain.md §6): DRAFT -> SUBMITTED -> DONE, CANCELLED. */
export const VOUCHER_STATES = ['DRAFT', 'SUBMITTED', 'DONE', 'CANCELLED'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

export const INBOUND_TYPES = ['PURCHASE_RECEIPT', 'TRANSFER_IN', 'RETURN_IN', 'OPENING', 'OTHER_IN'] as const;
export type InboundType = (typeof INBOUND_TYPES)[number];

export const OUTBOUND_TYPES = [
  'SALES_OUT',
  'PICKUP_OUT',
  'TRANSFER_OUT',
  'RETURN_OUT',
  'DAMAGE_OUT',
  'OTHER_OUT',
] as const;
export type OutboundType = (typeof OUTBOUND_TYPES)[number];

/** Every action on each voucher page, as the machines name them. */
export const INBOUND_CODES = {
  view: [inboundCodes.view],
  add: [inboundCodes.add],
  edit: [inboundCodes.edit],
  /** Drafting needs `add`; changing a draft and every move needs `edit` (a sub-account only drafts). */
  write: [inboundCodes.add, inboundCodes.edit],
  delete: [inboundCodes.delete],
  reverse: [inboundCodes.approve],
} as const;

export const OUTBOUND_CODES = {
  view: [outboundCodes.view],
  add: [outboundCodes.add],
  edit: [outboundCodes.edit],
  /** Drafting needs `add`; changing a draft and every move needs `edit` (a sub-account only drafts). */
  write: [outboundCodes.add, outboundCodes.edit],
  delete: [outboundCodes.delete],
  reverse: [outboundCodes.approve],
} as const;

/**
 * An inbound: `confirm` fixes the expected lines (nothing posts yet), `receive` posts what was
 * counted in, `cancel` drops an open voucher, `reverse` posts mirror entries of a received one.
 */
export const inboundMachine = defineMachine({
  states: VOUCHER_STATES,
  actions: {
    confirm: { from: ['DRAFT'], to: 'SUBMITTED', codes: INBOUND_CODES.edit },
    receive: { from: ['SUBMITTED'], to: 'DONE', codes: INBOUND_CODES.edit },
    cancel: { from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', codes: INBOUND_CODES.edit },
    reverse: { from: ['DONE'], to: 'CANCELLED', codes: INBOUND_CODES.reverse, remarkRequired: true },
  },
});
export type InboundAction = keyof typeof inboundMachine.actions;

/**
 * An outbound: `confirm` reserves its stock, `ship` posts the move out consuming the reservation,
 * `cancel` releases it, `reverse` puts a shipped voucher's stock back with mirror entries.
 */
export const outboundMachine = defineMachine({
  states: VOUCHER_STATES,
  actions: {
    confirm: { from: ['DRAFT'], to: 'SUBMITTED', codes: OUTBOUND_CODES.edit },
    ship: { from: ['SUBMITTED'], to: 'DONE', codes: OUTBOUND_CODES.edit },
    cancel: { from: ['DRAFT', 'SUBMITTED'], to: 'CANCELLED', codes: OUTBOUND_CODES.edit },
    reverse: { from: ['DONE'], to: 'CANCELLED', codes: OUTBOUND_CODES.reverse, remarkRequired: true },
  },
});
export type OutboundAction = keyof typeof outboundMachine.actions;
