import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const URL = '/api/smdp-order/order/ship-from';

/** The purchase screen's warehouse picker: the seller's warehouses, for buyers in the caller's reach only. */
describe('GET order/ship-from', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let sunrise: string;
  let moonlight: string;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    const partyId = async (code: string) =>
      (
        await t.database.db
          .selectFrom('baseCustomer')
          .select('id')
          .where('customerCode', '=', code)
          .executeTakeFirstOrThrow()
      ).id;
    sunrise = await partyId('C0001');
    moonlight = await partyId('C0002');
  });
  afterAll(() => t.close());

  const get = (token: string | undefined, query: string) =>
    t.app.inject({ url: `${URL}?${query}`, headers: { ...bearer(token ?? ''), 'lang-type': 'en' } });

  it("offers a distributor's purchase the company's live normal warehouses, not its own", async () => {
    const choices = dataOf<{ id: string; code: string }[]>(
      await get(tokens.dist01, `channel=PRIMARY&buyerPartyId=${sunrise}`),
    );
    const owners = await t.database.db
      .selectFrom('warehouse')
      .select(['id', 'ownerCustomerId', 'type', 'state'])
      .where(
        'id',
        'in',
        choices.map((choice) => choice.id),
      )
      .execute();
    expect(choices.length).toBeGreaterThan(0);
    expect(owners.every((w) => w.ownerCustomerId === null && w.type === 'NORMAL' && w.state !== 'DISABLED')).toBe(true);
    // Staff buying for the same distributor see the same choices.
    expect(dataOf(await get(tokens.admin, `channel=PRIMARY&buyerPartyId=${sunrise}`))).toEqual(choices);
  });

  it("answers 404 for another customer's buyer and for another tenant, 400 on bad input", async () => {
    expect((await get(tokens.dist01, `channel=PRIMARY&buyerPartyId=${moonlight}`)).json().code).toBe(404);
    expect((await get(tokens.otherAdmin, `channel=PRIMARY&buyerPartyId=${sunrise}`)).json().code).toBe(404);
    expect((await get(tokens.dist01, `channel=NOPE&buyerPartyId=${sunrise}`)).json().code).toBe(400);
  });
});
