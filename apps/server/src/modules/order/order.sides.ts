import type { OrderAction } from '@smdp/contracts/order';
import { AppError } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';

export type OrderSide = { buyerPartyId: string; sellerPartyId: string };

/** The seller's moves: approving, rejecting, shipping, closing; and the credit controller's hold and release. */
export const SELLER_ACTIONS: readonly OrderAction[] = ['approve', 'reject', 'ship', 'shortClose', 'hold', 'release'];

/**
 * Whether the caller acts for the seller: a customer's account only for its own sales (a distributor's
 * secondary orders); company staff for every order of their data scope (the company sells the primary
 * ones and administers the rest).
 */
export const actsForSeller = (caller: Pick<Caller, 'customerId'>, side: OrderSide) =>
  caller.customerId === null || caller.customerId === side.sellerPartyId;

/** The actions of `allowed` (by state and codes) the caller's side may take. */
export function actionsFor<A extends string>(caller: Pick<Caller, 'customerId'>, side: OrderSide, allowed: A[]): A[] {
  const seller = actsForSeller(caller, side);
  return allowed.filter((action) => seller || !SELLER_ACTIONS.includes(action as unknown as OrderAction));
}

/** Refuses a seller's move by anyone else (a buyer approving its own purchase): 403 with a reason. */
export function requireSeller(caller: Pick<Caller, 'customerId'>, side: OrderSide) {
  if (!actsForSeller(caller, side)) throw new AppError(403, 'orderSellerOnly');
}
