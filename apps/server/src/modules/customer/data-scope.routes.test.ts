import type { Page, Wire } from '@smdp/contracts';
import { DATA_SCOPE } from '@smdp/contracts/access';
import type { ClosureRequest, Party, Vehicle } from '@smdp/contracts/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithDataScope, type ScopedAccount } from '../../testing/data-scope';
import { bearer, createTestApp, dataOf, signIn, type TestApp } from '../../testing/test-app';
import type { SalePoint, SalesContactRecord } from './customer-sales.service';

const PARTY = '/api/smdp-customer/baseCustomer';
const CLOSURE = '/api/smdp-customer/customerCloseRequest';
const VEHICLE = '/api/smdp-customer/vehicle';
const SALES = '/api/smdp-customer/baseCustomerSales';
const ADDRESS = '/api/smdp-customer/customerAddress';

/**
 * Parties, closure requests, vehicles and sales lists under a role's data scope (platform/scope): a
 * staff member whose role reaches only its own rows, and a sub-account narrowed the same way.
 */
describe('customer rows under a data scope', () => {
  let t: TestApp;
  let admin: string;
  let dist01: string;
  let dist02: string;
  /** Company staff like staff01, but its role reaches only the rows it created. */
  let clerk: ScopedAccount;
  /** A sub-account of dist01's customer like dist01-sub, narrowed to the rows it created. */
  let narrowSub: ScopedAccount;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t.app, 'admin')).accessToken;
    dist01 = (await signIn(t.app, 'dist01')).accessToken;
    dist02 = (await signIn(t.app, 'dist02')).accessToken;
    clerk = await accountWithDataScope(t, { like: 'staff01', account: 'clerk', dataScope: DATA_SCOPE.SELF });
    narrowSub = await accountWithDataScope(t, { like: 'dist01-sub', account: 'narrow', dataScope: DATA_SCOPE.SELF });
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'lang-type': 'en' }, payload });
  const ids = async (url: string, token: string) =>
    dataOf<Page<{ id: string }>>(await get(`${url}/list?size=500`, token)).records.map((row) => row.id);
  const partyByCode = (code: string) =>
    t.database.db.selectFrom('baseCustomer').selectAll().where('customerCode', '=', code).executeTakeFirstOrThrow();
  /** A party of the seed that no test account created: outside any own-rows scope. */
  const othersParty = async (code: string) => {
    const party = await partyByCode(code);
    expect(party.createUser).not.toBe(clerk.id);
    return party;
  };

  describe('parties', () => {
    it('shows staff whose role reaches only its own rows the parties it created, and 404 on any other', async () => {
      const mine = dataOf<Party>(
        await post(`${PARTY}/submit`, clerk.token, { customerName: 'Clerk distributor', partyType: 'DISTRIBUTOR' }),
      );
      expect(await ids(PARTY, clerk.token)).toEqual([mine.id]);
      const everyone = await ids(PARTY, admin);
      expect(everyone).toContain(mine.id);
      expect(everyone.length).toBeGreaterThan(30);

      const other = await othersParty('C0001');
      expect((await get(`${PARTY}/detail?id=${other.id}`, clerk.token)).statusCode).toBe(404);
      const change = { id: other.id, version: other.version, customerName: 'Taken over', partyType: other.partyType };
      expect((await post(`${PARTY}/submit`, clerk.token, change)).statusCode).toBe(404);
      expect((await post(`${PARTY}/suspend`, clerk.token, { id: other.id, version: other.version })).statusCode).toBe(
        404,
      );
      expect(await partyByCode('C0001')).toEqual(other);

      const sent = await post(`${PARTY}/submit-approval`, clerk.token, { id: mine.id, version: mine.version });
      expect(dataOf<Party>(sent).state).toBe('PENDING_APPROVAL');
    });

    it('narrows a sub-account with an own-rows role to what it onboarded; the customer accounts keep their own', async () => {
      const mine = dataOf<Party>(
        await post(`${PARTY}/submit`, narrowSub.token, { customerName: 'Narrow kiosk', partyType: 'STORE' }),
      );
      expect(mine.sellerCode).toBe('C0001');
      expect(await ids(PARTY, narrowSub.token)).toEqual([mine.id]);
      const sibling = await othersParty('C0001-0001');
      expect((await get(`${PARTY}/detail?id=${sibling.id}`, narrowSub.token)).statusCode).toBe(404);
      const change = {
        id: sibling.id,
        version: sibling.version,
        customerName: 'Renamed',
        partyType: sibling.partyType,
      };
      expect((await post(`${PARTY}/submit`, narrowSub.token, change)).statusCode).toBe(404);

      const ofDist01 = await ids(PARTY, dist01);
      expect(ofDist01).toContain(mine.id);
      expect(ofDist01).toContain(sibling.id);
      const ofDist02 = await ids(PARTY, dist02);
      expect(ofDist02).not.toContain(mine.id);
      expect(ofDist02.filter((id) => ofDist01.includes(id))).toEqual([]);
      expect((await get(`${PARTY}/detail?id=${sibling.id}`, dist02)).statusCode).toBe(404);
    });
  });

  describe('closure requests', () => {
    it('lets that staff member ask to close only its own parties and move only its own requests', async () => {
      const own = await othersParty('C0002-0001');
      expect(own.state).toBe('ACTIVE');
      await t.database.db.updateTable('baseCustomer').set({ createUser: clerk.id }).where('id', '=', own.id).execute();
      const foreign = await othersParty('C0002-0002');
      expect(foreign.state).toBe('ACTIVE');
      const ask = (token: string, partyId: string) =>
        post(`${CLOSURE}/submit`, token, { partyId, reason: 'CLOSED', effectiveDate: '2026-01-01' });

      const mine = dataOf<ClosureRequest>(await ask(clerk.token, own.id));
      expect((await ask(clerk.token, foreign.id)).statusCode).toBe(404);
      const theirs = dataOf<ClosureRequest>(await ask(admin, foreign.id));

      expect(await ids(CLOSURE, clerk.token)).toEqual([mine.id]);
      expect(await ids(CLOSURE, admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect((await get(`${CLOSURE}/detail?id=${theirs.id}`, clerk.token)).statusCode).toBe(404);
      expect((await post(`${CLOSURE}/send`, clerk.token, { id: theirs.id, version: theirs.version })).statusCode).toBe(
        404,
      );
      expect((await post(`${CLOSURE}/remove?ids=${theirs.id}`, clerk.token)).statusCode).toBe(404);
      const sent = await post(`${CLOSURE}/send`, clerk.token, { id: mine.id, version: mine.version });
      expect(dataOf<ClosureRequest>(sent).state).toBe('SUBMITTED');

      // Both are about parties C0002 sells to: its account sees them, another distributor's none.
      expect(await ids(CLOSURE, dist02)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      expect(await ids(CLOSURE, dist01)).not.toContain(theirs.id);
      expect((await post(`${CLOSURE}/send`, dist01, { id: theirs.id, version: theirs.version })).statusCode).toBe(404);
    });
  });

  describe('vehicles', () => {
    it("shows that staff member only the vehicles it registered and refuses to change another's", async () => {
      const plates = async (token: string) =>
        dataOf<Page<Wire<Vehicle>>>(await get(`${VEHICLE}/list?size=500`, token)).records.map((row) => row.plate);
      const mine = dataOf<Vehicle>(
        await post(`${VEHICLE}/submit`, clerk.token, { plate: 'KCL 001', vehicleType: 'VAN' }),
      );
      expect(await plates(clerk.token)).toEqual(['KCL001']);
      expect(await plates(admin)).toEqual(expect.arrayContaining(['KCL001', 'KDA101A', 'KDB202B']));
      expect(await plates(dist01)).toEqual(['KDA101A']);

      const other = dataOf<Page<Vehicle>>(await get(`${VEHICLE}/list?plate_like=KDA101A`, admin)).records[0] as Vehicle;
      expect((await get(`${VEHICLE}/detail?id=${other.id}`, clerk.token)).statusCode).toBe(404);
      const change = { id: other.id, version: other.version, plate: other.plate, vehicleType: 'TRUCK' };
      expect((await post(`${VEHICLE}/submit`, clerk.token, change)).statusCode).toBe(404);
      expect((await post(`${VEHICLE}/remove?ids=${other.id}`, clerk.token)).statusCode).toBe(404);
      expect(dataOf<Vehicle>(await get(`${VEHICLE}/detail?id=${other.id}`, admin))).toMatchObject({
        vehicleType: other.vehicleType,
        version: other.version,
      });
      const changed = await post(`${VEHICLE}/submit`, clerk.token, {
        ...change,
        id: mine.id,
        version: mine.version,
        plate: mine.plate,
      });
      expect(dataOf<Vehicle>(changed).vehicleType).toBe('TRUCK');
    });
  });

  describe('writes naming another party', () => {
    it('refuses that staff member a vehicle owned by a party outside its scope', async () => {
      const other = await othersParty('C0001');
      const foreign = await post(`${VEHICLE}/submit`, clerk.token, {
        plate: 'KCL 900',
        vehicleType: 'VAN',
        ownerPartyId: other.id,
      });
      expect(foreign.statusCode).toBe(400);
      expect(dataOf<Page<Vehicle>>(await get(`${VEHICLE}/list?plate_like=KCL900`, admin)).records).toEqual([]);
      const owned = dataOf<Vehicle>(
        await post(`${VEHICLE}/submit`, admin, { plate: 'KCL 901', vehicleType: 'VAN', ownerPartyId: other.id }),
      );
      expect(owned.ownerPartyId).toBe(other.id);
    });
  });

  describe('a department scope', () => {
    it("shows staff whose role reaches its department's rows what that department created, its own new rows too", async () => {
      const deptClerk = await accountWithDataScope(t, {
        like: 'staff01',
        account: 'dept-clerk',
        dataScope: DATA_SCOPE.DEPT,
      });
      const party = dataOf<Party>(
        await post(`${PARTY}/submit`, deptClerk.token, { customerName: 'Dept distributor', partyType: 'DISTRIBUTOR' }),
      );
      const address = await post(`${ADDRESS}/submit`, deptClerk.token, {
        partyId: party.id,
        addressType: 'SHIPPING',
        line: '1 Dept Road',
      });
      expect(dataOf<{ partyId: string }>(address).partyId).toBe(party.id);
      const vehicle = await post(`${VEHICLE}/submit`, deptClerk.token, { plate: 'KDP 001', vehicleType: 'VAN' });
      expect(dataOf<Vehicle>(vehicle).plate).toBe('KDP001');

      // The accounts made above work in staff01's department too; the seeded rows belong to none.
      const { deptId } = await t.database.db
        .selectFrom('bladeUserDept')
        .select('deptId')
        .where('userId', '=', deptClerk.id)
        .executeTakeFirstOrThrow();
      const ofDept = await t.database.db
        .selectFrom('baseCustomer')
        .select('id')
        .where('createDept', '=', deptId)
        .where('isDeleted', '=', 0)
        .execute();
      expect(ofDept.map((row) => row.id)).toContain(party.id);
      expect((await ids(PARTY, deptClerk.token)).sort()).toEqual(ofDept.map((row) => row.id).sort());
      const vehicles = dataOf<Page<Wire<Vehicle>>>(await get(`${VEHICLE}/list?size=500`, deptClerk.token)).records;
      expect(vehicles.map((row) => row.plate).sort()).toEqual(['KCL001', 'KDP001']);
    });
  });

  describe('sales contacts and sale points', () => {
    it('shows that staff member only the rows it created; the customer accounts keep their own', async () => {
      const contacts = async (token: string) =>
        dataOf<Page<SalesContactRecord>>(await get(`${SALES}/list?size=500`, token)).records;
      const salePoints = async (token: string) =>
        dataOf<SalePoint[]>(await get(`${SALES}/list-sale-points`, token)).map((point) => point.customerCode);
      expect((await contacts(admin)).length).toBeGreaterThan(0);
      expect(await contacts(clerk.token)).toEqual([]);
      const ofDist01 = await contacts(dist01);
      expect(ofDist01.length).toBeGreaterThan(0);
      expect(ofDist01.every((contact) => contact.customerCode === 'C0001')).toBe(true);

      const ownPoint = await othersParty('C0001-0002');
      expect(ownPoint.state).toBe('ACTIVE');
      await t.database.db
        .updateTable('baseCustomer')
        .set({ createUser: clerk.id })
        .where('id', '=', ownPoint.id)
        .execute();
      const created = await t.database.db
        .selectFrom('baseCustomer')
        .select('customerCode')
        .where('createUser', '=', clerk.id)
        .where('state', '=', 'ACTIVE')
        .where('partyType', 'in', ['STORE', 'SUB_DISTRIBUTOR'])
        .orderBy('customerCode')
        .execute();
      expect(created.map((row) => row.customerCode)).toContain('C0001-0002');
      expect(await salePoints(clerk.token)).toEqual(created.map((row) => row.customerCode));
      expect(await salePoints(admin)).toEqual(expect.arrayContaining(['C0001-0002', 'C0002-0003']));
      const pointsOfDist01 = await salePoints(dist01);
      expect(pointsOfDist01.length).toBeGreaterThan(0);
      expect(pointsOfDist01.every((code) => code.startsWith('C0001-'))).toBe(true);
    });
  });
});
