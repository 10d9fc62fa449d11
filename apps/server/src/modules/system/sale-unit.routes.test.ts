import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import type { SalesContacts } from './sale-unit.service';

const URL = '/api/blade-system/saleUnit/selectSaleUnitList';

describe('GET /api/blade-system/saleUnit/selectSaleUnitList', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const contacts = async (token: string) =>
    dataOf<SalesContacts>(await t.app.inject({ url: URL, headers: bearer(token) }));
  const customerC0001 = () =>
    t.database.db
      .selectFrom('baseCustomer')
      .select(['id', 'saleUnitId'])
      .where('customerCode', '=', 'C0001')
      .executeTakeFirstOrThrow();

  it('gives a customer account its sale unit and its sales people, in order', async () => {
    const expected: SalesContacts = {
      saleUnitList: [{ id: expect.any(String), saleUnitCode: 'SU01', saleUnitName: 'North sales unit', ipoStatus: 3 }],
      salesPersonList: [
        {
          id: expect.any(String),
          saleUnitName: 'North sales unit',
          jobTitle: 'Account manager',
          enName: 'Chen Jie',
          contactNumber: '+86 21 5555 0101',
        },
        {
          id: expect.any(String),
          saleUnitName: 'North sales unit',
          jobTitle: 'Sales representative',
          enName: 'Amina Njoroge',
          contactNumber: '+254 20 555 0102',
        },
      ],
    };
    expect(await contacts(tokens.dist01!)).toEqual(expected);
    expect(await contacts(tokens['dist01-sub']!)).toEqual(expected);
  });

  it('gives staff and administrators, who belong to no customer, empty lists', async () => {
    for (const token of [tokens.admin!, tokens.staff01!, tokens.otherAdmin!]) {
      expect(await contacts(token)).toEqual({ saleUnitList: [], salesPersonList: [] });
    }
  });

  it("lists the sale units of the customer's sales people after its own, and hides deleted people", async () => {
    const db = t.database.db;
    const customer = await customerC0001();
    const south = (
      await db
        .insertInto('saleUnit')
        .values({ tenantId: '000000', saleUnitCode: 'SU00', saleUnitName: 'South sales unit', ipoStatus: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const temp = (
      await db
        .insertInto('customerSalesContact')
        .values({
          tenantId: '000000',
          customerId: customer.id,
          saleUnitId: south,
          enName: 'Omar Haddad',
          jobTitle: 'Key account',
          sort: 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const withSouth = await contacts(tokens.dist01!);
    expect(withSouth.saleUnitList.map((unit) => unit.saleUnitCode)).toEqual(['SU01', 'SU00']);
    expect(withSouth.salesPersonList.map((person) => [person.enName, person.saleUnitName])).toEqual([
      ['Chen Jie', 'North sales unit'],
      ['Amina Njoroge', 'North sales unit'],
      ['Omar Haddad', 'South sales unit'],
    ]);
    await db.updateTable('customerSalesContact').set({ isDeleted: 1 }).where('id', '=', temp).execute();
    expect((await contacts(tokens.dist01!)).salesPersonList).toHaveLength(2);
  });

  it("never shows another tenant's rows, even ones that point at this customer", async () => {
    const db = t.database.db;
    const customer = await customerC0001();
    await db
      .insertInto('customerSalesContact')
      .values({
        tenantId: '100001',
        customerId: customer.id,
        saleUnitId: customer.saleUnitId,
        enName: 'Intruder',
        sort: 0,
      })
      .execute();
    expect((await contacts(tokens.dist01!)).salesPersonList.map((person) => person.enName)).not.toContain('Intruder');

    // A tenant-100001 session claiming tenant 000000's customer finds no such customer in its tenant.
    const otherAdmin = await db
      .selectFrom('bladeUser')
      .select('id')
      .where('tenantId', '=', '100001')
      .executeTakeFirstOrThrow();
    const claim = t.app.deps.tokens.sign(
      {
        tenantId: '100001',
        userId: otherAdmin.id,
        account: 'admin',
        roleIds: [],
        deptId: null,
        customerId: customer.id,
        userType: 1,
        clientId: 'saber',
        familyId: 'f',
      },
      600,
    ).token;
    expect(await contacts(claim)).toEqual({ saleUnitList: [], salesPersonList: [] });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: bearer('x.y.z') })).statusCode).toBe(401);
  });
});
