import { buttonCodes } from '../codes';
import { defineMachine } from '../document';

/**
 * Return buttons: the page `order_return` (menu seeded in db/seed/menus.ts) with its common buttons
 * (`add`, `edit`, `delete`, `view`, `export`) and `approve`, the seller's inspection.
 */
export const returnCodes = buttonCodes('order_return', ['view', 'add', 'edit', 'delete', 'export', 'approve']);

/** The states of a return (an Order of type RETURN, domain.md §4). */
export const RETURN_STATES = [
  'DRAFT',
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'RETURN_SHIPPED',
  'RECEIVED',
  'REFUNDED',
  'CANCELLED',
] as const;
export type ReturnStateName = (typeof RETURN_STATES)[number];

const buyer = [returnCodes.add, returnCodes.edit];
const seller = [returnCodes.approve];

/**
 * DRAFT -> SUBMITTED -> APPROVED | REJECTED; APPROVED -> RETURN_SHIPPED (the buyer sends the goods back)
 * -> RECEIVED (the seller counts what arrived, damaged goods into its DEFECTIVE warehouse) -> REFUNDED
 * (the money goes back in the original payment mix). CANCELLED only before shipment.
 */
export const returnMachine = defineMachine({
  states: RETURN_STATES,
  actions: {
    submit: { from: ['DRAFT'], to: 'SUBMITTED', codes: buyer },
    approve: { from: ['SUBMITTED'], to: 'APPROVED', codes: seller },
    reject: { from: ['SUBMITTED'], to: 'REJECTED', codes: seller, remarkRequired: true },
    ship: { from: ['APPROVED'], to: 'RETURN_SHIPPED', codes: buyer },
    receive: { from: ['RETURN_SHIPPED'], to: 'RECEIVED', codes: seller },
    refund: { from: ['RECEIVED'], to: 'REFUNDED', codes: seller },
    cancel: {
      from: ['DRAFT', 'SUBMITTED', 'APPROVED'],
      to: 'CANCELLED',
      codes: [returnCodes.edit, returnCodes.delete],
    },
  },
});
export type ReturnAction = keyof typeof returnMachine.actions;

/** Actions only the seller's side (or the company's staff) takes; the buyer's side takes the others. */
export const SELLER_RETURN_ACTIONS: readonly ReturnAction[] = ['approve', 'reject', 'receive', 'refund'];

/** Returns in these states no longer count against what a line may still return. */
export const RETURN_RELEASED_STATES: readonly ReturnStateName[] = ['CANCELLED', 'REJECTED'];
