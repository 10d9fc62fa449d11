import type { Inbound, Outbound } from '@smdp/contracts/stock';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../platform/db/database';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { bearer, dataOf } from '../../testing/test-app';
import { checkStockInvariants, postStock, stockBalancesOf } from './index';

export const INBOUND = '/api/smdp-stock/inbound';
export const OUTBOUND = '/api/smdp-stock/outbound';

/** Calls of the voucher routes as one signed-in account, in one language. */
export function voucherClient(app: App, token: string, lang = 'en') {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': lang }, payload });
  const get = (url: string) => app.inject({ url, headers: { ...bearer(token), 'lang-type': lang } });
  const act = (base: string, action: string, voucher: { id: string; version: number }, remark?: string) =>
    post(`${base}/${action}`, { id: voucher.id, version: voucher.version, ...(remark ? { remark } : {}) });
  return {
    post,
    get,
    act,
    inbound: async (payload: object) => dataOf<Inbound>(await post(`${INBOUND}/submit`, payload)),
    outbound: async (payload: object) => dataOf<Outbound>(await post(`${OUTBOUND}/submit`, payload)),
  };
}

/** Puts `qty` base units of a goods into a warehouse straight through the ledger (test arrangement). */
export async function stockUp(
  db: Database,
  warehouseId: string,
  goodsId: string,
  qty: string,
  tenantId = ADMIN_TENANT,
) {
  await db.transaction().execute((trx) =>
    postStock(trx, staffCaller(tenantId), {
      voucher: { type: 'test-opening', id: Math.floor(Math.random() * 1e9) + 1 },
      postingDate: '2026-01-02',
      lines: [{ warehouseId, goodsId, qty, unit: 'PCS', factor: 1, unitCost: '1' }],
    }),
  );
}

/** On hand, reserved and available of one warehouse and goods ('0.000' when it never moved). */
export async function balanceOf(db: Database, warehouseId: string, goodsId: string, tenantId = ADMIN_TENANT) {
  const [row] = await stockBalancesOf(db, { tenantId }, { warehouseId, goodsId });
  return { onHand: row?.onHand ?? '0.000', reserved: row?.reserved ?? '0.000', available: row?.available ?? '0.000' };
}

export const ledgerEntriesOf = async (db: Database, voucherType: string, voucherId: string) =>
  db
    .selectFrom('stockLedgerEntry')
    .select(['qtyChange', 'reversalOf'])
    .where('voucherType', '=', voucherType)
    .where('voucherId', '=', voucherId)
    .orderBy('id')
    .execute();

export async function expectNoDrift(db: Database) {
  expect(await checkStockInvariants(db)).toEqual([]);
}

/** The translated message of a refusal, checking its code. */
export function refusal(response: LightMyRequestResponse, code: number): string {
  const body = response.json();
  expect({ code: body.code, success: body.success }).toEqual({ code, success: false });
  return body.msg as string;
}
