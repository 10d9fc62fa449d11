import type { Transfer } from '@smdp/contracts/stock';
import type { App } from '../../app';
import type { Database } from '../../platform/db/database';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { PIECE } from '../../testing/stock-fixtures';
import { dataOf } from '../../testing/test-app';
import { stockBalancesOf } from './index';
import { voucherClient } from './vouchers.testkit';

export const TRANSFER = '/api/smdp-stock/transfer';

/** The voucher client with a transfer drafter: one line of `qty` pieces from one warehouse to another. */
export function transferClient(app: App, token: string, lang = 'en') {
  const client = voucherClient(app, token, lang);
  const draft = (fromWarehouseId: string, toWarehouseId: string, goodsId: string, qty: string) =>
    client.post(`${TRANSFER}/submit`, {
      fromWarehouseId,
      toWarehouseId,
      lines: [{ goodsId, unit: PIECE, qty }],
    });
  return {
    ...client,
    draft,
    transfer: async (from: string, to: string, goods: string, qty: string) =>
      dataOf<Transfer>(await draft(from, to, goods, qty)),
    move: async (action: string, transfer: Transfer) => dataOf<Transfer>(await client.act(TRANSFER, action, transfer)),
  };
}

/** On hand, reserved and in transit of one warehouse and goods ('0.000' when it never moved). */
export async function figuresOf(db: Database, warehouseId: string, goodsId: string, tenantId = ADMIN_TENANT) {
  const [row] = await stockBalancesOf(db, { tenantId }, { warehouseId, goodsId });
  return {
    onHand: row?.onHand ?? '0.000',
    reserved: row?.reserved ?? '0.000',
    inTransit: row?.inTransit ?? '0.000',
  };
}
