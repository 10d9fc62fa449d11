import { DATA_SCOPE, type DataScopeValue } from '@smdp/contracts/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { Caller } from './caller';
import { lockScopedRow, type ScopeColumns, scopedRows } from './scoped';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const db = () => test.database.db;

/** A seeded account of the demo tenant as a service sees it, with the roles it holds (or those given). */
async function callerOf(account: string, roleIds?: string[]): Promise<Caller> {
  const user = await db()
    .selectFrom('bladeUser')
    .select(['id', 'customerId'])
    .where('tenantId', '=', '000000')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  const held = await db().selectFrom('bladeUserRole').select('roleId').where('userId', '=', user.id).execute();
  return {
    tenantId: '000000',
    userId: user.id,
    account,
    customerId: user.customerId,
    roleIds: roleIds ?? held.map((row) => row.roleId),
    deptId: null,
  };
}

/** A role of the demo tenant with this data scope, held by the account. */
async function roleFor(caller: Caller, dataScope: DataScopeValue): Promise<string> {
  const role = await db()
    .insertInto('bladeRole')
    .values({ tenantId: '000000', roleName: `Scope ${dataScope}`, roleAlias: `scope_${dataScope}`, dataScope })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db().insertInto('bladeUserRole').values({ userId: caller.userId, roleId: role.id }).execute();
  return role.id;
}

async function partyOf(code: string): Promise<string> {
  const party = await db()
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', '000000')
    .where('customerCode', '=', code)
    .executeTakeFirstOrThrow();
  return party.id;
}

/** The party and its live buyers: the tree a customer's account sees. */
async function treeOf(partyId: string): Promise<string[]> {
  const rows = await db()
    .selectFrom('baseCustomer')
    .select('id')
    .where('isDeleted', '=', 0)
    .where((eb) => eb.or([eb('id', '=', partyId), eb('sellerPartyId', '=', partyId)]))
    .execute();
  return rows.map((row) => row.id);
}

async function addressOf(partyId: string, fields: { tenantId?: string; createUser?: string; createDept?: string }) {
  const row = await db()
    .insertInto('partyAddress')
    .values({ tenantId: '000000', partyId, addressType: 'SHIPPING', line: 'Scope test', ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The ids of the addresses a caller sees through the helper. */
async function visible(caller: Caller, columns: ScopeColumns = { party: 'a.partyId' }): Promise<string[]> {
  const rows = await (await scopedRows(db(), caller, 'partyAddress as a', columns)).select('a.id').execute();
  return rows.map((row) => row.id).sort();
}

/** The ids of the demo tenant's live addresses that satisfy `where`, straight from the table. */
async function addressesWhere(
  where: (row: { partyId: string; createUser: string | null; createDept: string | null }) => boolean,
) {
  const rows = await db()
    .selectFrom('partyAddress')
    .select(['id', 'partyId', 'createUser', 'createDept'])
    .where('tenantId', '=', '000000')
    .where('isDeleted', '=', 0)
    .execute();
  return rows
    .filter(where)
    .map((row) => row.id)
    .sort();
}

describe('scoped reads and locks', () => {
  let first: string;
  let second: string;
  let firstBuyer: string;
  beforeAll(async () => {
    first = await partyOf('C0001');
    second = await partyOf('C0002');
    firstBuyer = (await treeOf(first)).find((id) => id !== first) as string;
    await addressOf(first, { tenantId: '100001' });
  });

  it('shows company staff with an all-rows role every row of their tenant, no other tenant, nothing deleted', async () => {
    const deleted = await addressOf(second, {});
    await db().updateTable('partyAddress').set({ isDeleted: 1 }).where('id', '=', deleted).execute();
    const seen = await visible(await callerOf('admin'));
    expect(seen).toEqual(await addressesWhere(() => true));
    expect(seen).not.toContain(deleted);
    expect(seen.length).toBeGreaterThan(0);
  });

  it("shows a customer's account its party tree (or only its own party's rows), never another customer's", async () => {
    const dist01 = await callerOf('dist01');
    const dist02 = await callerOf('dist02');
    const firstTree = await treeOf(first);
    const secondTree = await treeOf(second);
    expect(firstTree.length).toBeGreaterThan(1);
    const buyers = await addressOf(firstBuyer, {});

    const ofFirst = await visible(dist01);
    expect(ofFirst).toEqual(await addressesWhere((row) => firstTree.includes(row.partyId)));
    expect(ofFirst).toContain(buyers);
    expect(await visible(dist01, { owner: 'a.partyId' })).toEqual(await addressesWhere((row) => row.partyId === first));
    const ofSecond = await visible(dist02);
    expect(ofSecond).toEqual(await addressesWhere((row) => secondTree.includes(row.partyId)));
    expect(ofSecond.filter((id) => ofFirst.includes(id))).toEqual([]);
  });

  it('narrows a sub-account with an own-rows role to what it created inside its customer tree', async () => {
    const sub = await callerOf('dist01-sub');
    const narrowed = { ...sub, roleIds: [await roleFor(sub, DATA_SCOPE.SELF)] };
    const own = await addressOf(firstBuyer, { createUser: sub.userId });
    // Created by it, but outside its customer's tree: a sub-account never sees more than its primary.
    await addressOf(second, { createUser: sub.userId });
    expect(await visible(narrowed)).toEqual([own]);
    expect((await visible(sub)).length).toBeGreaterThan(1);
  });

  it("narrows company staff to their department's rows by their role", async () => {
    const admin = await callerOf('admin');
    const dept = await db()
      .selectFrom('bladeDept')
      .select('id')
      .where('tenantId', '=', '000000')
      .executeTakeFirstOrThrow();
    const inDept = { ...admin, deptId: dept.id, roleIds: [await roleFor(admin, DATA_SCOPE.DEPT)] };
    const mine = await addressOf(second, { createDept: dept.id });
    const seen = await visible(inDept);
    expect(seen).toContain(mine);
    expect(seen).toEqual(await addressesWhere((row) => row.createDept === dept.id));
  });

  it('locks a row the caller may see and answers 404 for one of another customer', async () => {
    const dist01 = await callerOf('dist01');
    const dist02 = await callerOf('dist02');
    const address = await addressOf(first, {});
    const columns = { party: 'partyAddress.partyId' };
    await db()
      .transaction()
      .execute(async (trx) => {
        expect((await lockScopedRow(trx, dist01, 'partyAddress', address, columns)).id).toBe(address);
        await expect(lockScopedRow(trx, dist02, 'partyAddress', address, columns)).rejects.toMatchObject({
          status: 404,
        });
      });
  });
});
