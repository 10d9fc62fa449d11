import type { ClosureRequest, Party } from '@smdp/contracts/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';

const PARTY = '/api/smdp-customer/baseCustomer';
const CLOSURE = '/api/smdp-customer/customerCloseRequest';

describe('store closure waits for open orders and outstanding credit (issue 13 item 9)', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': 'en' }, payload });

  it('refuses to approve the closure of a store with an open order or credit owed, and closes it once both are settled', async () => {
    const draft = dataOf<Party>(
      await post(`${PARTY}/submit`, tokens.dist01, { customerName: 'Corner shop', partyType: 'STORE' }),
    );
    const sent = dataOf<Party>(
      await post(`${PARTY}/submit-approval`, tokens.dist01, { id: draft.id, version: draft.version }),
    );
    const store = dataOf<Party>(await post(`${PARTY}/approve`, tokens.admin, { id: sent.id, version: sent.version }));
    const warehouse = await db()
      .selectFrom('warehouse')
      .select('id')
      .where('code', '=', 'CW01')
      .executeTakeFirstOrThrow();
    const company = (await companyPartyOf(db(), ADMIN_TENANT)) ?? '';
    // Rows of other modules arranged directly: an order the store placed, and credit it uses.
    const order = await db()
      .insertInto('salesOrder')
      .values({
        tenantId: ADMIN_TENANT,
        docNo: 'SO-CLOSURE-1',
        channel: 'PRIMARY',
        sellerPartyId: company,
        buyerPartyId: store.id,
        shipFromWarehouseId: warehouse.id,
        deliveryMethod: 'DELIVERY',
        state: 'SUBMITTED',
        createUser: null,
        createDept: null,
        updateUser: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('fundBalance')
      .values({
        tenantId: ADMIN_TENANT,
        holderPartyId: store.id,
        counterpartyPartyId: company,
        kind: 'CREDIT',
        balance: '0',
        frozen: '12.50',
        available: '0',
      })
      .execute();

    const request = dataOf<ClosureRequest>(
      await post(`${CLOSURE}/submit`, tokens.dist01, {
        partyId: store.id,
        reason: 'CLOSED',
        effectiveDate: '2026-01-01',
      }),
    );
    let current = dataOf<ClosureRequest>(
      await post(`${CLOSURE}/send`, tokens.dist01, { id: request.id, version: request.version }),
    );
    const approve = () => post(`${CLOSURE}/approve`, tokens.admin, { id: current.id, version: current.version });

    const withOrder = (await approve()).json();
    expect(withOrder).toMatchObject({ code: 400, msg: 'This customer still has 1 open orders' });
    await db().updateTable('salesOrder').set({ state: 'COMPLETED' }).where('id', '=', order.id).execute();
    const withCredit = (await approve()).json();
    expect(withCredit).toMatchObject({ code: 400, msg: 'This customer still owes 12.50 of credit' });
    await db().updateTable('fundBalance').set({ frozen: '0' }).where('holderPartyId', '=', store.id).execute();

    current = dataOf<ClosureRequest>(await approve());
    const executed = dataOf<ClosureRequest>(
      await post(`${CLOSURE}/execute`, tokens.admin, { id: current.id, version: current.version }),
    );
    expect(executed).toMatchObject({ state: 'EXECUTED', partyState: 'CLOSED' });
  });
});
