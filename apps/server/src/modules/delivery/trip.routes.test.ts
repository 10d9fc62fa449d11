import type { Page, Wire } from '@smdp/contracts';
import type { DeliveryParty, DeliveryVehicle, Trip, TripSummary } from '@smdp/contracts/delivery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type DemoTokens,
  dataOf,
  signIn,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';
import { deliveryClient } from './delivery.testkit';

type Row = Wire<Trip>;

/** Delivery trips (domain.md §9): stops, optimise with locked stops, status following the stops, scope walls. */
describe('delivery trip', () => {
  let t: TestApp;
  let tokens: DemoTokens & { dist02: string };
  let van: Wire<DeliveryVehicle>;
  let buyers: Wire<DeliveryParty>[];
  let client: ReturnType<typeof deliveryClient>;
  beforeAll(async () => {
    t = await createTestApp();
    client = deliveryClient(t);
    tokens = { ...(await signInDemoAccounts(t.app)), dist02: (await signIn(t.app, 'dist02')).accessToken };
    const vehicles = dataOf<Wire<DeliveryVehicle>[]>(await client.get('/vehicles', tokens.dist01));
    van = vehicles.find((one) => one.plate === 'KDA101A') as Wire<DeliveryVehicle>;
    buyers = dataOf<Wire<DeliveryParty>[]>(await client.get(`/parties?vehicleId=${van.id}`, tokens.dist01));
  });
  afterAll(() => t.close());

  const create = async (stops: object[]) => {
    const response = await client.post('/trip/create', tokens.dist01, {
      vehicleId: van.id,
      tripDate: '2026-05-04',
      departTime: '08:00',
      stops,
    });
    expect(response.statusCode).toBe(200);
    return dataOf<Row>(response);
  };

  it("offers a distributor its own vehicles and buyers only, another tenant's admin none", async () => {
    expect(van).toBeDefined();
    expect(buyers.length).toBeGreaterThanOrEqual(4);
    const dist02 = dataOf<Wire<DeliveryVehicle>[]>(await client.get('/vehicles', tokens.dist02));
    expect(dist02.map((one) => one.plate)).not.toContain('KDA101A');
    expect((await client.get(`/parties?vehicleId=${van.id}`, tokens.dist02)).statusCode).toBe(404);
    expect(dataOf<Wire<DeliveryVehicle>[]>(await client.get('/vehicles', tokens.otherAdmin))).toEqual([]);
    expect((await client.get('/vehicles', tokens['dist01-sub'])).statusCode).toBe(403);
  });

  it('creates a trip with stops in order, their ETAs from the departure, and refuses a stranger party', async () => {
    const trip = await create(buyers.slice(0, 3).map((buyer) => ({ partyId: buyer.id })));
    expect(trip).toMatchObject({ state: 'DRAFT', plate: 'KDA101A', stopCount: 3, visitedCount: 0 });
    expect(trip.tripNo).toMatch(/^DT2026-\d{5}$/);
    expect(trip.stops.map((stop) => stop.seq)).toEqual([1, 2, 3]);
    expect(trip.stops.every((stop) => /^\d{2}:\d{2}$/.test(stop.eta ?? ''))).toBe(true);
    expect(trip.stops[0]?.eta && trip.stops[0].eta >= '08:00').toBe(true);
    const stranger = await client.post('/trip/create', tokens.dist02, {
      vehicleId: dataOf<Wire<DeliveryVehicle>[]>(await client.get('/vehicles', tokens.dist02))[0]?.id,
      tripDate: '2026-05-04',
      stops: [{ partyId: buyers[0]?.id }],
    });
    expect(stranger.statusCode).toBe(400);
    expect(
      (await client.post('/trip/create', tokens.dist02, { vehicleId: van.id, tripDate: '2026-05-04' })).statusCode,
    ).toBe(404);
  });

  it('optimises keeping a locked stop in place, then follows the stops to COMPLETED', async () => {
    const stops = buyers.slice(0, 4).map((buyer, index) => ({ partyId: buyer.id, locked: index === 1 }));
    let trip = await create(stops);
    const locked = trip.stops[1]?.partyId;
    trip = dataOf<Row>(await client.post('/trip/optimise', tokens.dist01, { id: trip.id, version: trip.version }));
    expect(trip.stops[1]).toMatchObject({ partyId: locked, locked: true });
    expect(trip.stops.map((stop) => stop.partyId).sort()).toEqual(stops.map((stop) => stop.partyId).sort());
    expect(
      (
        await client.post('/trip/visit-stop', tokens.dist01, {
          id: trip.id,
          version: trip.version,
          stopId: trip.stops[0]?.id,
        })
      ).statusCode,
    ).toBe(400);
    trip = dataOf<Row>(await client.post('/trip/schedule', tokens.dist01, { id: trip.id, version: trip.version }));
    expect(trip.state).toBe('SCHEDULED');
    for (const [index, stop] of trip.stops.entries()) {
      trip = dataOf<Row>(
        await client.post('/trip/visit-stop', tokens.dist01, { id: trip.id, version: trip.version, stopId: stop.id }),
      );
      expect(trip.state).toBe(index === 3 ? 'COMPLETED' : 'IN_TRANSIT');
    }
    expect(trip.visitedCount).toBe(4);
    expect(
      (await client.post('/trip/optimise', tokens.dist01, { id: trip.id, version: trip.version })).statusCode,
    ).toBe(400);
  });

  it('reorders and locks stops by rewriting them, refusing a stale version', async () => {
    const trip = await create(buyers.slice(0, 3).map((buyer) => ({ partyId: buyer.id })));
    const reversed = [...trip.stops].reverse().map((stop) => ({ partyId: stop.partyId, locked: true }));
    const saved = dataOf<Row>(
      await client.post('/trip/stops', tokens.dist01, { id: trip.id, version: trip.version, stops: reversed }),
    );
    expect(saved.stops.map((stop) => stop.partyId)).toEqual(reversed.map((stop) => stop.partyId));
    expect(saved.stops.every((stop) => stop.locked)).toBe(true);
    expect(
      (await client.post('/trip/stops', tokens.dist01, { id: trip.id, version: trip.version, stops: reversed }))
        .statusCode,
    ).toBe(409);
  });

  it("hides a distributor's trips from another distributor, another tenant and a sub-account without the menu", async () => {
    const trip = await create(buyers.slice(0, 2).map((buyer) => ({ partyId: buyer.id })));
    const ids = (page: Page<Wire<TripSummary>>) => page.records.map((row) => row.id);
    expect(ids(dataOf(await client.get('/trip/list?size=100', tokens.dist01)))).toContain(trip.id);
    expect(ids(dataOf(await client.get('/trip/list?size=100', tokens.dist02)))).not.toContain(trip.id);
    expect(ids(dataOf(await client.get('/trip/list?size=100', tokens.otherAdmin)))).toEqual([]);
    expect(ids(dataOf(await client.get('/trip/list?size=100', tokens.admin)))).toContain(trip.id);
    for (const token of [tokens.dist02, tokens.otherAdmin]) {
      expect((await client.get(`/trip/detail?id=${trip.id}`, token)).statusCode).toBe(404);
      expect((await client.post('/trip/optimise', token, { id: trip.id, version: trip.version })).statusCode).toBe(404);
      expect((await client.post('/trip/schedule', token, { id: trip.id, version: trip.version })).statusCode).toBe(404);
      expect(
        (await client.post('/trip/stops', token, { id: trip.id, version: trip.version, stops: [] })).statusCode,
      ).toBe(404);
      expect(
        (
          await client.post('/trip/visit-stop', token, {
            id: trip.id,
            version: trip.version,
            stopId: trip.stops[0]?.id,
          })
        ).statusCode,
      ).toBe(404);
    }
    expect((await client.get(`/trip/detail?id=${trip.id}`, tokens['dist01-sub'])).statusCode).toBe(403);
    expect((await client.get(`/trip/outbounds?vehicleId=${van.id}`, tokens.dist01)).statusCode).toBe(200);
    expect((await client.get(`/trip/outbounds?vehicleId=${van.id}`, tokens.dist02)).statusCode).toBe(404);
  });
});
