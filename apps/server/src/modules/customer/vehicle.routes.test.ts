import type { Page, Wire } from '@smdp/contracts';
import type { DriverOption, Vehicle, VehicleWarehouseOption } from '@smdp/contracts/customer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const BASE = '/api/smdp-customer/vehicle';
type Row = Wire<Vehicle>;

/** Vehicles of domain.md §9: plate unique per tenant, driver and vehicle warehouse of the owner, tenant walls. */
describe('vehicle', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  let dist01Sub: DriverOption;
  let dist02Driver: DriverOption;
  let vanStock: VehicleWarehouseOption;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
    const drivers = dataOf<DriverOption[]>(await get('/driver-options', tokens.dist01));
    dist01Sub = drivers.find((one) => one.account === 'dist01-sub') as DriverOption;
    dist02Driver = dataOf<DriverOption[]>(await get('/driver-options', tokens.dist02))[0] as DriverOption;
    const c0001 = (await list(tokens.dist01)).records[0]?.ownerPartyId;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/smdp-warehouse/warehouse/submit',
      headers: bearer(tokens.admin),
      payload: { code: 'VAN01', name: 'Van stock', grade: 1, type: 'VEHICLE', ownerCustomerId: c0001 },
    });
    expect(created.statusCode).toBe(200);
    // The demo's van already has a vehicle warehouse of its own: take the one made here.
    vanStock = dataOf<VehicleWarehouseOption[]>(await get('/warehouse-options', tokens.dist01)).find(
      (option) => option.code === 'VAN01',
    ) as VehicleWarehouseOption;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url: `${BASE}${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${BASE}${url}`, headers: { ...bearer(token), 'lang-type': 'en' }, payload });
  const list = async (token: string, query = '') => dataOf<Page<Row>>(await get(`/list?size=500${query}`, token));
  const plates = (page: Page<Row>) => page.records.map((row) => row.plate);

  describe('list, detail and options', () => {
    it("shows a customer account its own customer's vehicles, staff the tenant's, another tenant none", async () => {
      expect(plates(await list(tokens.dist01))).toEqual(['KDA101A']);
      expect(plates(await list(tokens.dist02))).toEqual(['KDB202B']);
      expect(plates(await list(tokens.admin))).toEqual(expect.arrayContaining(['KDA101A', 'KDB202B']));
      expect(plates(await list(tokens.otherAdmin))).not.toContain('KDA101A');
    });

    it('names the owner, the driver and the warehouse, and filters by plate', async () => {
      const [van] = (await list(tokens.admin, '&plate_like=kda')).records;
      expect(van).toMatchObject({ plate: 'KDA101A', ownerCode: 'C0001', vehicleType: 'VAN', capacityKg: 1200 });
      expect(van?.driverName).toBeTruthy();
      expect(dataOf<Row>(await get(`/detail?id=${van?.id}`, tokens.dist01)).plate).toBe('KDA101A');
      expect((await get(`/detail?id=${van?.id}`, tokens.dist02)).statusCode).toBe(404);
      expect((await get(`/detail?id=${van?.id}`, tokens.otherAdmin)).statusCode).toBe(404);
    });

    it("offers the owner's own accounts and VEHICLE warehouses only", async () => {
      expect(dist01Sub).toBeDefined();
      const drivers = dataOf<DriverOption[]>(await get(`/driver-options?ownerPartyId=999`, tokens.dist01));
      expect(drivers.map((one) => one.account)).toEqual(expect.arrayContaining(['dist01', 'dist01-sub']));
      expect(drivers.map((one) => one.account)).not.toContain('dist02');
      expect(vanStock).toMatchObject({ code: 'VAN01', name: 'Van stock' });
      expect(dataOf<VehicleWarehouseOption[]>(await get('/warehouse-options', tokens.dist02))).toEqual([]);
      expect(
        dataOf<DriverOption[]>(await get('/driver-options', tokens.otherAdmin)).map((one) => one.account),
      ).not.toContain('staff01');
    });

    it('is closed to a sub-account (no vehicle menu) and to anonymous callers', async () => {
      expect((await get('/list', tokens['dist01-sub'])).statusCode).toBe(403);
      expect((await t.app.inject({ url: `${BASE}/list` })).statusCode).toBe(401);
    });
  });

  describe('writes', () => {
    it('registers a vehicle of the caller customer with a normalized plate, its driver and warehouse', async () => {
      const created = dataOf<Row>(
        await post('/submit', tokens.dist01, {
          plate: 'kdc 303-c',
          vehicleType: 'PICKUP',
          capacityKg: '800',
          driverUserId: dist01Sub.id,
          warehouseId: vanStock.id,
          ownerPartyId: '1',
        }),
      );
      expect(created).toMatchObject({
        plate: 'KDC303C',
        ownerCode: 'C0001',
        capacityKg: 800,
        driverUserId: dist01Sub.id,
        warehouseCode: 'VAN01',
        warehouseName: 'Van stock',
        status: 1,
        version: 1,
      });
    });

    it('refuses a taken plate, a driver or warehouse of another owner, an unknown owner and bad input', async () => {
      const taken = await post('/submit', tokens.dist02, { plate: 'KDA-101A', vehicleType: 'VAN' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().msg).toContain('KDA101A');
      expect(
        (await post('/submit', tokens.dist01, { plate: 'KDD1', vehicleType: 'VAN', driverUserId: dist02Driver.id }))
          .statusCode,
      ).toBe(400);
      expect(
        (await post('/submit', tokens.dist02, { plate: 'KDD2', vehicleType: 'VAN', warehouseId: vanStock.id }))
          .statusCode,
      ).toBe(400);
      expect(
        (await post('/submit', tokens.admin, { plate: 'KDD3', vehicleType: 'VAN', ownerPartyId: '999' })).statusCode,
      ).toBe(400);
      for (const bad of [
        { plate: '', vehicleType: 'VAN' },
        { plate: '!!', vehicleType: 'VAN' },
        { plate: 'KDD4', vehicleType: 'BUS' },
        { plate: 'KDD5', vehicleType: 'VAN', capacityKg: -1 },
        { plate: 'KDD6', vehicleType: 'VAN', status: 2 },
      ]) {
        expect((await post('/submit', tokens.dist01, bad)).statusCode).toBe(400);
      }
      expect(plates(await list(tokens.admin, '&plate_like=KDD'))).toEqual([]);
    });

    it('changes a vehicle at the version read and refuses a stale version', async () => {
      const [van] = (await list(tokens.dist01, '&plate_like=KDC303C')).records;
      if (!van) throw new Error('the pickup expected');
      const body = { id: van.id, version: van.version, plate: van.plate, vehicleType: 'VAN', status: 0 };
      const changed = dataOf<Row>(await post('/submit', tokens.dist01, body));
      expect(changed).toMatchObject({ vehicleType: 'VAN', status: 0, version: van.version + 1, ownerCode: 'C0001' });
      expect((await post('/submit', tokens.dist01, body)).statusCode).toBe(409);
    });

    it('lets another tenant and another customer change or retire nothing of ours', async () => {
      const [van] = (await list(tokens.dist01, '&plate_like=KDA101A')).records;
      if (!van) throw new Error('the demo van expected');
      const body = { id: van.id, version: van.version, plate: 'STOLEN1', vehicleType: 'VAN' };
      expect((await post('/submit', tokens.otherAdmin, body)).statusCode).toBe(404);
      expect((await post('/submit', tokens.dist02, body)).statusCode).toBe(404);
      expect((await post(`/remove?ids=${van.id}`, tokens.otherAdmin)).statusCode).toBe(404);
      expect((await post(`/remove?ids=${van.id}`, tokens.dist02)).statusCode).toBe(404);
      expect(dataOf<Row>(await get(`/detail?id=${van.id}`, tokens.dist01))).toMatchObject({
        plate: 'KDA101A',
        version: van.version,
      });
    });

    it('lets staff register for a customer and the company fleet, and retire vehicles', async () => {
      const c0002 = (await list(tokens.dist02)).records[0]?.ownerPartyId;
      const theirs = dataOf<Row>(
        await post('/submit', tokens.admin, { plate: 'KDE500', vehicleType: 'TRUCK', ownerPartyId: c0002 }),
      );
      expect(theirs.ownerCode).toBe('C0002');
      const fleet = dataOf<Row>(await post('/submit', tokens.admin, { plate: 'KDE501', vehicleType: 'VAN' }));
      expect(fleet.ownerPartyId).toBeNull();
      expect(plates(await list(tokens.dist02))).toContain('KDE500');
      expect(dataOf<boolean>(await post(`/remove?ids=${theirs.id},${fleet.id}`, tokens.admin))).toBe(true);
      expect((await get(`/detail?id=${fleet.id}`, tokens.admin)).statusCode).toBe(404);
    });
  });
});
