import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { buyersOf, deliveryVehicles, setVehicleWarehouseIfNone } from '../customer';
import { warehouseGoods } from '../stock';
import { ensureVehicleWarehouse, shipFromChoices } from '../store';
import { createTripIn } from './trip.drafts';
import { closeVanDayIn, loadVanIn, openVanDayIn, sellFromVanIn } from './van.service';

const PLATE = 'KDA101A';
const day = (now: Date, back: number) => new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);

/**
 * The delivery demo (issue 16 item 7): C0001's van KDA101A gets a VEHICLE warehouse and yesterday's
 * day of sales (loaded from C0001's first warehouse with stock, two sales, a count one unit short,
 * unloaded), and a trip of four of C0001's buyers for today with its second stop locked. Only once.
 */
export async function seedDelivery(trx: Transaction<DB>, distributor: DocumentCaller & { customerId: string }) {
  const { tenantId, customerId } = distributor;
  const done = await trx.selectFrom('vanDay').select('id').where('tenantId', '=', tenantId).limit(1).execute();
  if (done.length) return;
  const van = (await deliveryVehicles(trx, distributor)).find((one) => one.plate === PLATE);
  if (!van || van.ownerPartyId !== customerId) return;
  if (!van.warehouseId) {
    const warehouseId = await ensureVehicleWarehouse(trx, tenantId, customerId, 'VAN-KDA101A', `Van ${PLATE}`);
    await setVehicleWarehouseIfNone(trx, tenantId, van.id, warehouseId);
  }
  const buyers = await buyersOf(trx, tenantId, customerId);
  const context = { zone: 'Africa/Nairobi', now: new Date() };
  const today = day(context.now, 0);
  if (buyers.length >= 4) {
    await createTripIn(
      trx,
      distributor,
      {
        vehicleId: van.id,
        tripDate: today,
        departTime: '08:00',
        stops: buyers.slice(0, 4).map((buyer, index) => ({ partyId: buyer.id, locked: index === 1 })),
      },
      context,
    );
  }
  let source: { id: string; goods: Awaited<ReturnType<typeof warehouseGoods>> } | undefined;
  for (const warehouse of await shipFromChoices(trx, tenantId, customerId)) {
    const goods = (await warehouseGoods(trx, distributor, warehouse.id)).filter(
      (line) => line.batchNo === '' && Number(line.available) >= 12,
    );
    if (goods.length >= 2) {
      source = { id: warehouse.id, goods: goods.slice(0, 2) };
      break;
    }
  }
  if (!source || buyers.length < 2) return;
  const line = (goods: (typeof source.goods)[number], qty: string) => ({
    goodsId: goods.goodsId,
    unit: goods.unit,
    batchNo: null,
    qty,
  });
  const [first, second] = source.goods as [(typeof source.goods)[number], (typeof source.goods)[number]];
  let vanDay = await openVanDayIn(trx, distributor, { vehicleId: van.id, dayDate: day(context.now, 1) }, context);
  vanDay = await loadVanIn(
    trx,
    distributor,
    { id: vanDay.id, fromWarehouseId: source.id, lines: [line(first, '10'), line(second, '8')] },
    context,
  );
  vanDay = await sellFromVanIn(
    trx,
    distributor,
    { id: vanDay.id, partyId: buyers[0]?.id ?? '', lines: [line(first, '3'), line(second, '2')] },
    context,
  );
  vanDay = await sellFromVanIn(
    trx,
    distributor,
    { id: vanDay.id, partyId: buyers[1]?.id ?? '', lines: [line(first, '2')] },
    context,
  );
  await closeVanDayIn(
    trx,
    distributor,
    {
      id: vanDay.id,
      version: vanDay.version,
      returnWarehouseId: source.id,
      counts: [{ goodsId: first.goodsId, batchNo: null, countedQty: '4' }],
    },
    context,
  );
}
