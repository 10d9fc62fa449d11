import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  accountNumberOf,
  companyPartyOf,
  customerIdsUnder,
  findParty,
  findPartyByCode,
  partiesAs,
  partyCode,
  partyName,
  partyReferences,
} from './index';

const TENANT = '000000';

/** The face other modules read customer tables through (customer.api.ts), on the demo network. */
describe('customer API for other modules', () => {
  let t: TestApp;
  let c0001: string;
  let c0002: string;
  beforeAll(async () => {
    t = await createTestApp();
    c0001 = (await findPartyByCode(t.database.db, TENANT, 'C0001'))?.id ?? '';
    c0002 = (await findPartyByCode(t.database.db, TENANT, 'C0002'))?.id ?? '';
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it('names a party in a correlated subquery and joins the parties as a derived table', async () => {
    const rows = await db()
      .selectFrom('vehicle as v')
      .leftJoin(partiesAs(db(), 'o'), 'o.id', 'v.ownerPartyId')
      .select((eb) => [
        'v.plate',
        'o.customerCode',
        partyName(eb, 'v.ownerPartyId').as('ownerName'),
        partyCode(eb, 'v.ownerPartyId').as('ownerCode'),
      ])
      .where('v.plate', 'in', ['KDA101A', 'KDB202B'])
      .orderBy('v.plate')
      .execute();
    expect(rows).toEqual([
      { plate: 'KDA101A', customerCode: 'C0001', ownerName: 'Sunrise Distribution', ownerCode: 'C0001' },
      expect.objectContaining({ plate: 'KDB202B', customerCode: 'C0002', ownerCode: 'C0002' }),
    ]);
  });

  it("gives a customer's party tree: itself and the parties it sells to, never another seller's", async () => {
    const tree = await db()
      .selectFrom('partyAddress as a')
      .select('a.partyId')
      .where('a.partyId', 'in', (eb) => customerIdsUnder(eb, TENANT, c0001))
      .execute();
    const ids = new Set(tree.map((row) => row.partyId));
    expect(ids).toContain(c0001);
    expect(ids).not.toContain(c0002);
    expect(ids.size).toBeGreaterThan(1);
  });

  it('finds the company party, a party in a seller scope, and party references', async () => {
    expect(await companyPartyOf(db(), TENANT)).toBeTruthy();
    expect(await companyPartyOf(db(), '999999')).toBeNull();
    expect((await findParty(db(), TENANT, c0001))?.customerCode).toBe('C0001');
    expect(await findParty(db(), '100001', c0001)).toBeUndefined();
    expect(await findParty(db(), TENANT, c0002, { soldBy: c0001, orSelf: true })).toBeUndefined();
    expect(await findParty(db(), TENANT, c0001, { soldBy: c0001, orSelf: true })).toBeDefined();
    expect(await partyReferences(db(), 'levelId', [])).toBe(false);
    expect(await partyReferences(db(), 'saleUnitId', ['999999999'], TENANT)).toBe(false);
    expect((await accountNumberOf(db(), TENANT, c0001))?.id).toBe(c0001);
  });
});
