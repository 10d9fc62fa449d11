import type { CreditDefault } from '@smdp/contracts/fund';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { fundHolder, grantCredit } from '../../testing/fund-fixtures';
import { partyIdOf } from '../../testing/parties';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { companyPartyOf } from '../customer';
import { addDays } from './funds';
import { type FundHolder, fundAvailability } from './index';

const API = '/api/smdp-finance/credit-default';

/**
 * Default credit per customer level and per creditor (domain.md §7 limit fallback): who may read and set
 * them, and that availability and the credit list follow the chain debtor -> level -> creditor -> none.
 */
describe('credit defaults', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  let company: string;
  let dist01: string;
  const db = () => t.database.db;
  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const newLevel = async (owner: string) =>
    (
      await db()
        .insertInto('customerLevel')
        .values({
          tenantId: ADMIN_TENANT,
          ownerPartyId: owner,
          code: `L${Date.now()}${Math.floor(Math.random() * 1000)}`,
          name: 'test level',
          createUser: null,
          createDept: null,
          updateUser: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const credit = (pair: FundHolder) => fundAvailability(db(), ADMIN_TENANT, pair).then((found) => found.credit);

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
    company = (await companyPartyOf(db(), ADMIN_TENANT)) as string;
    dist01 = await partyIdOf(db(), 'C0001');
  });
  afterAll(() => t.close());

  it('falls back from the debtor to its level, then to the creditor default, else no credit', async () => {
    const pair = await fundHolder(db(), ADMIN_TENANT);
    const seller = pair.counterpartyPartyId;
    const level = await newLevel(seller);
    await db().updateTable('baseCustomer').set({ levelId: level }).where('id', '=', pair.holderPartyId).execute();
    expect(await credit(pair)).toMatchObject({ limit: '0.00', unlimited: false, available: '0.00', source: 'NONE' });

    // Company staff set the default of a distributor they name, then its level's.
    const own = await call(tokens.admin, 'POST', '/save', {
      creditorPartyId: seller,
      creditLimit: '300',
      termDays: 15,
      overdueHoldDays: 10,
    });
    expect(dataOf<CreditDefault>(own)).toMatchObject({ levelId: null, creditLimit: '300.00', overdueHoldDays: 10 });
    expect(await credit(pair)).toMatchObject({ limit: '300.00', available: '300.00', termDays: 15, source: 'DEFAULT' });

    const byLevel = dataOf<CreditDefault>(
      await call(tokens.admin, 'POST', '/save', { creditorPartyId: seller, levelId: level, creditLimit: '700' }),
    );
    expect(byLevel.overdueHoldDays).toBeNull();
    expect(await credit(pair)).toMatchObject({ limit: '700.00', source: 'LEVEL' });

    await grantCredit(db(), ADMIN_TENANT, pair, '50.00', { tempLimit: '20.00', tempValidTo: addDays(today(), -1) });
    expect(await credit(pair)).toMatchObject({
      limit: '50.00',
      tempLimit: '0.00',
      available: '50.00',
      source: 'DEBTOR',
    });

    // A stale version is refused; the current one changes it, audited.
    const stale = await call(tokens.admin, 'POST', '/save', {
      creditorPartyId: seller,
      levelId: level,
      creditLimit: '1',
    });
    expect(stale.statusCode).toBe(409);
    await call(tokens.admin, 'POST', '/save', {
      creditorPartyId: seller,
      levelId: level,
      creditLimit: '1',
      unlimited: true,
      version: byLevel.version,
    });
    const audit = await db()
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'credit_default')
      .where('entityId', '=', byLevel.id)
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'update']);
    const list = dataOf<CreditDefault[]>(await call(tokens.admin, 'GET', `/list?creditorPartyId=${seller}`));
    expect(list.map((row) => [row.levelId, row.creditLimit, row.unlimited])).toEqual([
      [null, '300.00', false],
      [level, '1.00', true],
    ]);
  });

  it('a distributor sets its own defaults only; its sub-customers draw on them, never on its company credit', async () => {
    const mine = dataOf<CreditDefault>(await call(tokens.dist01, 'POST', '/save', { creditLimit: '123.45' }));
    expect(mine).toMatchObject({ creditorPartyId: dist01, levelId: null });
    expect(
      (await call(tokens.dist01, 'POST', '/save', { creditorPartyId: company, creditLimit: '1' })).statusCode,
    ).toBe(404);
    expect((await call(tokens.dist01, 'GET', `/list?creditorPartyId=${company}`)).statusCode).toBe(404);
    // The narrowed sub-account has no credit page (403) and would see no sub-customer's money anyway.
    expect([403, 404]).toContain((await call(tokens['dist01-sub'], 'GET', '/list')).statusCode);
    expect([403, 404]).toContain((await call(tokens['dist01-sub'], 'POST', '/save', { creditLimit: '9' })).statusCode);

    const store = await db()
      .insertInto('baseCustomer')
      .values({
        tenantId: ADMIN_TENANT,
        customerCode: `CDS-${Date.now()}`,
        customerName: 'default store',
        customerFullName: 'default store',
        partyType: 'STORE',
        sellerPartyId: dist01,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await credit({ holderPartyId: dist01, counterpartyPartyId: company });
    expect(await credit({ holderPartyId: store.id, counterpartyPartyId: dist01 })).toMatchObject({
      limit: '123.45',
      source: 'DEFAULT',
    });
    // dist01's own credit with the company does not move with the default it grants.
    expect(await credit({ holderPartyId: dist01, counterpartyPartyId: company })).toEqual(before);
  });

  it("another tenant's admin sees and changes nothing of this tenant's defaults", async () => {
    // Its own company's defaults (or 404 where that tenant has no company party): never this tenant's.
    const own = (await call(tokens.otherAdmin, 'GET', '/list')).json() as { data: CreditDefault[] | null };
    const list = own.data ?? [];
    expect(list.every((row) => row.creditorPartyId !== company && row.creditorPartyId !== dist01)).toBe(true);
    expect((await call(tokens.otherAdmin, 'GET', `/list?creditorPartyId=${dist01}`)).statusCode).toBe(404);
    expect(
      (await call(tokens.otherAdmin, 'POST', '/save', { creditorPartyId: dist01, creditLimit: '1' })).statusCode,
    ).toBe(404);
  });
});

const today = () => new Date().toISOString().slice(0, 10);
