import type { Wire } from '@smdp/contracts';
import type { Vehicle } from '@smdp/contracts/customer';
import type { DeliveryParty, DeliveryVehicle, DeliveryWarehouse, VanStockLine } from '@smdp/contracts/delivery';
import { expect } from 'vitest';
import { bearer, dataOf, type TestApp } from '../../testing/test-app';

export const API = '/api/smdp-delivery';

/** Calls of the delivery module as one caller. */
export function deliveryClient(t: TestApp) {
  const get = (url: string, token: string) => t.app.inject({ url: `${API}${url}`, headers: bearer(token) });
  const post = (url: string, token: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `${API}${url}`, headers: { ...bearer(token), 'lang-type': 'en' }, payload });
  return { get, post };
}

/**
 * dist01's van KDA101A with a VEHICLE warehouse of C0001 (the demo has none), a warehouse of C0001 with
 * stock to load from and three of its buyers.
 */
export async function vanFixture(t: TestApp, tokens: { admin: string; dist01: string }) {
  const { get } = deliveryClient(t);
  const vehicles = dataOf<Wire<DeliveryVehicle>[]>(await get('/vehicles', tokens.dist01));
  const van = vehicles.find((one) => one.plate === 'KDA101A') as Wire<DeliveryVehicle>;
  expect(van).toBeDefined();
  if (!van.warehouseId) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/smdp-warehouse/warehouse/submit',
      headers: bearer(tokens.admin),
      payload: { code: 'VANDL', name: 'Van KDA101A', grade: 1, type: 'VEHICLE', ownerCustomerId: van.ownerPartyId },
    });
    expect(created.statusCode).toBe(200);
    const vehicleApi = '/api/smdp-customer/vehicle';
    const options = dataOf<{ id: string; code: string }[]>(
      await t.app.inject({ url: `${vehicleApi}/warehouse-options`, headers: bearer(tokens.dist01) }),
    );
    const warehouseId = options.find((one) => one.code === 'VANDL')?.id;
    const current = dataOf<Wire<Vehicle>>(
      await t.app.inject({ url: `${vehicleApi}/detail?id=${van.id}`, headers: bearer(tokens.dist01) }),
    );
    const saved = await t.app.inject({
      method: 'POST',
      url: `${vehicleApi}/submit`,
      headers: bearer(tokens.dist01),
      payload: {
        id: current.id,
        version: current.version,
        plate: current.plate,
        vehicleType: current.vehicleType,
        capacityKg: current.capacityKg,
        driverUserId: current.driverUserId,
        warehouseId,
      },
    });
    expect(saved.statusCode).toBe(200);
    van.warehouseId = warehouseId ?? null;
  }
  const warehouses = dataOf<Wire<DeliveryWarehouse>[]>(
    await get(`/van-day/warehouses?vehicleId=${van.id}`, tokens.dist01),
  );
  let source: { warehouse: Wire<DeliveryWarehouse>; goods: Wire<VanStockLine> } | undefined;
  for (const warehouse of warehouses) {
    const stock = dataOf<Wire<VanStockLine>[]>(await get(`/van-day/stock?warehouseId=${warehouse.id}`, tokens.dist01));
    const goods =
      stock.find((line) => Number(line.available) >= 10 && line.batchNo === '') ??
      stock.find((line) => Number(line.available) >= 10);
    if (goods) {
      source = { warehouse, goods };
      break;
    }
  }
  if (!source) throw new Error('no warehouse of C0001 holds 10 of a goods');
  const buyers = dataOf<Wire<DeliveryParty>[]>(await get(`/parties?vehicleId=${van.id}`, tokens.dist01));
  expect(buyers.length).toBeGreaterThanOrEqual(3);
  return { van, source, buyers };
}
