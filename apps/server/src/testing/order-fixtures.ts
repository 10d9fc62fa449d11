import { randomBytes } from 'node:crypto';
import type { FundHolder } from '../modules/fund';
import { receiveFunds } from '../modules/fund/funds';
import type { Database } from '../platform/db/database';
import { staffCaller } from '../platform/scope/caller';
import { PIECE, type StockFixtures } from './stock-fixtures';

/**
 * Sellable goods for order tests, written straight into the catalog tables (tests arrange rows of any
 * module): a fresh goods with a price in the buyer's own price list and in its assortment.
 */
export async function sellableGoods(
  db: Database,
  make: StockFixtures,
  buyerPartyId: string,
  price: string,
  options: { taxRate?: string; minOrderQty?: string; orderMultiple?: string; assortment?: boolean } = {},
): Promise<string> {
  const { tenantId } = make;
  const goods = await make.goods();
  await db
    .updateTable('goods')
    .set({
      taxRate: options.taxRate ?? '0.13',
      minOrderQty: options.minOrderQty ?? '1',
      orderMultiple: options.orderMultiple ?? '1',
    })
    .where('id', '=', goods)
    .execute();
  const buyer = await db
    .selectFrom('baseCustomer')
    .select(['priceListId', 'sellerPartyId'])
    .where('id', '=', buyerPartyId)
    .executeTakeFirstOrThrow();
  let listId = buyer.priceListId;
  if (!listId) {
    const code = `ORD-${randomBytes(4).toString('hex')}`;
    const list = await db
      .insertInto('priceList')
      .values({
        tenantId,
        ownerPartyId: buyer.sellerPartyId ?? buyerPartyId,
        code,
        name: code,
        createUser: null,
        createDept: null,
        updateUser: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    listId = list.id;
    await db.updateTable('baseCustomer').set({ priceListId: listId }).where('id', '=', buyerPartyId).execute();
  }
  await db.insertInto('priceListItem').values({ priceListId: listId, goodsId: goods, unit: PIECE, price }).execute();
  if (options.assortment ?? true) {
    await db
      .insertInto('customerGoods')
      .values({ tenantId, partyId: buyerPartyId, goodsId: goods, createUser: null, createDept: null, updateUser: null })
      .execute();
  }
  return goods;
}

/** Money the holder paid in to its cash account with the counterparty (an approved receipt, in short). */
export async function payIn(db: Database, tenantId: string, holder: FundHolder, amount: string) {
  await db.transaction().execute((trx) =>
    receiveFunds(trx, staffCaller(tenantId), {
      holder,
      source: { type: 'test-receipt', id: String(Math.floor(Math.random() * 1e9) + 1) },
      amount,
      target: 'CASH',
      postingDate: '2026-01-02',
    }),
  );
}

/** The stock test kit's arrangements and checks, for tests outside the stock module. */
export { balanceOf, expectNoDrift, stockUp } from '../modules/stock/vouchers.testkit';
