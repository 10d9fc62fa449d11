import type { OrderChannel } from '@smdp/contracts/order';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import type { Caller } from '../../platform/scope/caller';
import { companyPartyOf, findParty } from '../customer';
import { activeShopsOf, warehousesForStock } from '../store';

export type OrderParties = {
  buyerPartyId: string;
  sellerPartyId: string;
  companyPartyId: string;
  /** The buyer party's salesperson (an account of the seller, customer module), if it has one. */
  salespersonId: string | null;
};

/**
 * Who sells to whom on a channel (domain.md §0): PRIMARY orders are sold by the company to a
 * distributor it sells to; SECONDARY ones by a distributor to its sub-customers and stores. A customer
 * account orders for its own party or (as the seller) for a buyer it sells to; staff for anyone.
 * A buyer outside the caller's reach is 404; a seller that does not fit the channel is refused.
 */
export async function orderParties(
  db: Kysely<DB> | Transaction<DB>,
  caller: Caller,
  input: { channel: OrderChannel; buyerPartyId: string; sellerPartyId?: string | undefined },
): Promise<OrderParties> {
  const company = await companyPartyOf(db, caller.tenantId);
  if (!company) throw notFound();
  const own = caller.customerId;
  const buyer = await findParty(db, caller.tenantId, input.buyerPartyId, {
    notClosed: true,
    ...(own ? { soldBy: own, orSelf: true } : {}),
  });
  if (!buyer || buyer.partyType === 'COMPANY') throw notFound();
  const seller = buyer.sellerPartyId;
  const fits =
    seller !== null &&
    (input.channel === 'PRIMARY' ? seller === company : seller !== company) &&
    (!input.sellerPartyId || input.sellerPartyId === seller);
  if (!fits || seller === null) throw badRequest('orderSellerInvalid');
  // A customer account takes part as the buyer, or as the seller of a secondary order.
  if (own && own !== buyer.id && own !== seller) throw notFound();
  return { buyerPartyId: buyer.id, sellerPartyId: seller, companyPartyId: company, salespersonId: buyer.salespersonId };
}

/**
 * The ship-from warehouse: an active warehouse of the seller (the company's have no owner). A
 * distributor with stores ships a secondary order only from a warehouse bound to one of them (spec §5:
 * a specific store with a bound warehouse, not ALL or NoShop).
 */
export async function shipFromWarehouse(
  trx: Transaction<DB>,
  caller: Caller,
  parties: OrderParties,
  warehouseId: string,
): Promise<string> {
  const [warehouse] = await warehousesForStock(trx, caller.tenantId, [warehouseId]);
  const owner = parties.sellerPartyId === parties.companyPartyId ? null : parties.sellerPartyId;
  if (!warehouse || warehouse.ownerCustomerId !== owner || warehouse.state === 'DISABLED') {
    throw badRequest('orderWarehouseInvalid');
  }
  if (owner) {
    const shops = await activeShopsOf(trx, caller.tenantId, owner);
    if (shops.length > 0 && !shops.some((shop) => shop.bindWarehouseIds.includes(warehouse.id))) {
      throw badRequest('orderStoreWarehouse');
    }
  }
  return warehouse.id;
}
