import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import type { FundHolder, FundSource } from '../fund';
import { DEFAULT_MAX_REBATE_RATIO } from './order.names';

/**
 * What the order module asks of rebate lots (domain.md §8) without importing the rebate module (which
 * reads the order module's purchases): the rebate module registers how much of a buyer's rebate is
 * spendable (expired lots are not) and which share of an order it may pay, and consumes lots first
 * expiring first when an order freezes its rebate part, giving them back when the order releases or
 * refunds it. Without a registration (a test app without the rebate module) the fund ledger's rebate
 * balance is spent as it is, capped at DEFAULT_MAX_REBATE_RATIO.
 */
export type RebateSpending = {
  /** The terms for an order of `actualTotal` (the policies' caps depend on it). */
  terms(db: Kysely<DB>, tenantId: string, holder: FundHolder, day: string, actualTotal: string): Promise<RebateTerms>;
  consume(
    trx: Transaction<DB>,
    caller: DocumentCaller,
    holder: FundHolder,
    source: FundSource,
    amount: string,
    day: string,
    actualTotal: string,
  ): Promise<void>;
  /** Gives back up to `amount` (all the source holds when null) to the lots it came from. */
  giveBack(
    trx: Transaction<DB>,
    caller: DocumentCaller,
    holder: FundHolder,
    source: FundSource,
    amount: string | null,
  ): Promise<void>;
};
/**
 * `spendable` null: no lot limits the rebate balance; `maxRatio` null: the default share; `cap`: the most
 * rebate the order may use when the lots of several policies each allow their own share (null: the
 * default rule, actual × maxRatio of the spendable rebate).
 */
export type RebateTerms = { spendable: string | null; maxRatio: string | null; cap: string | null };

let spending: RebateSpending | null = null;

export function registerRebateSpending(handler: RebateSpending): void {
  spending = handler;
}

export async function rebateTermsOf(
  db: Kysely<DB>,
  tenantId: string,
  holder: FundHolder,
  day: string,
  actualTotal: string,
): Promise<{ spendable: string | null; maxRatio: string; cap: string | null }> {
  const terms = spending ? await spending.terms(db, tenantId, holder, day, actualTotal) : null;
  return {
    spendable: terms?.spendable ?? null,
    maxRatio: terms?.maxRatio ?? DEFAULT_MAX_REBATE_RATIO,
    cap: terms?.cap ?? null,
  };
}

export async function consumeRebate(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  holder: FundHolder,
  source: FundSource,
  amount: string,
  day: string,
  actualTotal: string,
): Promise<void> {
  if (spending && Number(amount) > 0) await spending.consume(trx, caller, holder, source, amount, day, actualTotal);
}

export async function giveBackRebate(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  holder: FundHolder,
  source: FundSource,
  amount: string | null,
): Promise<void> {
  if (spending && (amount === null || Number(amount) > 0)) await spending.giveBack(trx, caller, holder, source, amount);
}

/** A shipment or return of a seller's order to a buyer posted: what a rebate accrual recomputes on. */
export type PurchasePosted = { sellerPartyId: string; buyerPartyId: string; orderDate: string };
export type PurchaseListener = (trx: Transaction<DB>, caller: DocumentCaller, event: PurchasePosted) => Promise<void>;

const purchaseListeners = new Map<string, PurchaseListener>();

/** One listener per name: registering again (a second app in the same process) replaces it. */
export function onPurchasePosted(name: string, listener: PurchaseListener): void {
  purchaseListeners.set(name, listener);
}

/** Tells the listeners that a shipment or return of the sale order `order.id` posted (inside its transaction). */
export async function purchasePosted(trx: Transaction<DB>, caller: DocumentCaller, order: { id: string }) {
  if (purchaseListeners.size === 0) return;
  const found = await sql<{ sellerPartyId: string; buyerPartyId: string; postingDate: string | null }>`
    select seller_party_id::text as "sellerPartyId", buyer_party_id::text as "buyerPartyId",
      posting_date::text as "postingDate"
    from sales_order where tenant_id = ${caller.tenantId} and id = ${order.id}::bigint`.execute(trx);
  const row = found.rows[0];
  if (!row?.postingDate) return;
  const event = { sellerPartyId: row.sellerPartyId, buyerPartyId: row.buyerPartyId, orderDate: row.postingDate };
  for (const listener of purchaseListeners.values()) await listener(trx, caller, event);
}

/** One goods a buyer bought from the seller: shipped net of returns, the amount net of the rebate paid. */
export type RebateBasisRow = { buyerPartyId: string; goodsId: string; qty: string; amount: string };

/**
 * The purchases a rebate counts (domain.md §8), per buyer and goods: sale orders of the seller dated in
 * the period (the order's posting date), the shipped base quantity less the returned one, and their
 * share of each line's net amount less the share of the order the buyer paid with rebate. Gifts do not count.
 */
export async function rebateBasis(
  db: Kysely<DB>,
  tenantId: string,
  query: { sellerPartyId: string; buyerPartyIds: readonly string[] | null; dateFrom: string; dateTo: string },
): Promise<RebateBasisRow[]> {
  if (query.buyerPartyIds && query.buyerPartyIds.length === 0) return [];
  const buyers = query.buyerPartyIds
    ? sql`and o.buyer_party_id in (${sql.join(query.buyerPartyIds.map((id) => sql`${id}::bigint`))})`
    : sql``;
  const rows = await sql<RebateBasisRow>`
    select o.buyer_party_id::text as "buyerPartyId", l.goods_id::text as "goodsId",
      sum((l.qty_delivered - l.qty_returned) * l.factor)::numeric(18,3)::text as qty,
      sum(round(l.net_amount * (l.qty_delivered - l.qty_returned) / l.qty
        * (case when o.actual_total_amount > 0 then 1 - o.rebate_payment / o.actual_total_amount else 0 end), 2))::text
        as amount
    from sales_order o join sales_order_line l on l.order_id = o.id
    where o.tenant_id = ${tenantId} and o.type = 'SALE' and o.is_deleted = 0
      and o.seller_party_id = ${query.sellerPartyId}::bigint
      and o.posting_date between ${query.dateFrom}::date and ${query.dateTo}::date
      and l.qty > 0 and l.qty_delivered > l.qty_returned and not l.is_gift ${buyers}
    group by o.buyer_party_id, l.goods_id
    order by o.buyer_party_id, l.goods_id`.execute(db);
  return rows.rows;
}
