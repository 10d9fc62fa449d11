import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { grantCredit } from '../../testing/fund-fixtures';
import { orderClient, orderOf, sellableGoods, stockUp } from '../../testing/order-fixtures';
import { PIECE, stockFixtures } from '../../testing/stock-fixtures';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { addDays } from './funds';
import { freezeFunds, fundAvailability, overdueHoldOf, payFrozenFunds, useFrozenCredit } from './index';

/**
 * Overdue auto-hold (domain.md §7): credit use past its due date by more than the creditor's days puts a
 * new credit order ON_HOLD with reason OVERDUE, even within the limit; the controller's release still works.
 */
describe('overdue auto-hold', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  const db = () => t.database.db;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  it('holds a new credit order of a debtor overdue beyond the days, within its limit; release frees it', async () => {
    const dist01 = (
      await db()
        .selectFrom('baseCustomer')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('customerCode', '=', 'C0001')
        .executeTakeFirstOrThrow()
    ).id;
    const code = `OVD-${randomBytes(4).toString('hex')}`;
    const store = (
      await db()
        .insertInto('baseCustomer')
        .values({
          tenantId: ADMIN_TENANT,
          customerCode: code,
          customerName: code,
          customerFullName: code,
          partyType: 'STORE',
          sellerPartyId: dist01,
          state: 'ACTIVE',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const holder = { holderPartyId: store, counterpartyPartyId: dist01 };
    await grantCredit(db(), ADMIN_TENANT, holder, '1000.00', { termDays: 0 });
    // 100 used 40 days ago with no term: due 40 days ago, unpaid.
    await db()
      .transaction()
      .execute(async (trx) => {
        const caller = { tenantId: ADMIN_TENANT, userId: '1' };
        const source = { type: 'test-order', id: '1' };
        const postingDate = addDays(today, -40);
        await freezeFunds(trx, caller, {
          holder,
          source,
          parts: { cash: '0', rebate: '0', credit: '100' },
          postingDate,
        });
        await payFrozenFunds(trx, caller, { holder, source, postingDate });
        await useFrozenCredit(trx, caller, { holder, source, postingDate });
      });
    expect(await overdueHoldOf(db(), ADMIN_TENANT, holder, today)).toEqual({
      overdueDays: 40,
      holdDays: null,
      hold: false,
    });

    const setDays = async (days: number) => {
      const list = dataOf<{ levelId: string | null; version: number }[]>(
        await t.app.inject({
          method: 'GET',
          url: '/api/smdp-finance/credit-default/list',
          headers: bearer(tokens.dist01),
        }),
      );
      const own = list.find((row) => row.levelId === null);
      dataOf(
        await t.app.inject({
          method: 'POST',
          url: '/api/smdp-finance/credit-default/save',
          headers: bearer(tokens.dist01),
          payload: { creditLimit: '0', overdueHoldDays: days, version: own?.version },
        }),
      );
    };
    const make = await stockFixtures(db(), ADMIN_TENANT);
    const w01 = (
      await db()
        .selectFrom('warehouse')
        .select('id')
        .where('tenantId', '=', ADMIN_TENANT)
        .where('code', '=', 'W01')
        .executeTakeFirstOrThrow()
    ).id;
    const goods = await sellableGoods(db(), make, store, '5.00', { taxRate: '0' });
    await stockUp(db(), w01, goods, '20');
    const dist = orderClient(t.app, tokens.dist01);
    const orderFor = async (qty: string) => {
      const draft = {
        channel: 'SECONDARY',
        buyerPartyId: store,
        shipFromWarehouseId: w01,
        lines: [{ goodsId: goods, unit: PIECE, qty }],
      };
      const quote = await dist.quote(draft);
      return orderOf(await dist.save({ ...draft, deliveryMethod: 'PICKUP', payForm: quote.payForm }));
    };

    // 40 days overdue, hold after 30: 10.00 on credit, well within the limit, waits for a controller.
    await setDays(30);
    const first = await orderFor('2');
    expect(first.payForm.creditPayment).toBe('10.00');
    const held = orderOf(await dist.act('submit', first, {}));
    expect(held).toMatchObject({ state: 'ON_HOLD', holdReason: 'OVERDUE', creditRequestStatus: 'REQUESTED' });
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).credit.frozen).toBe('0.00');
    const released = orderOf(await dist.act('release', held, { remark: 'promised to pay Friday' }));
    expect(released).toMatchObject({ state: 'SUBMITTED', creditRequestStatus: 'RELEASED', holdReason: null });
    expect((await fundAvailability(db(), ADMIN_TENANT, holder)).credit.frozen).toBe('10.00');

    // Hold only after 40 days: exactly 40 overdue is not beyond it.
    await setDays(40);
    const second = orderOf(await dist.act('submit', await orderFor('2'), {}));
    expect(second.state).toBe('SUBMITTED');
  });
});
