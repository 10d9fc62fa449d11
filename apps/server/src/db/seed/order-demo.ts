import {
  defaultSplit,
  type OrderChannel,
  type OrderLineInput,
  type OrderShipInput,
  orderCodes,
  returnCodes,
} from '@smdp/contracts/order';
import Decimal from 'decimal.js';
import type { Transaction } from 'kysely';
import { companyPartyOf } from '../../modules/customer';
import { fundAvailability } from '../../modules/fund';
import { registerOrderListeners } from '../../modules/order';
import { orderDocument } from '../../modules/order/order.document';
import { saveOrderDraftIn } from '../../modules/order/order.drafts';
import { todayIn } from '../../modules/order/order.helpers';
import { DEFAULT_MAX_REBATE_RATIO } from '../../modules/order/order.names';
import { priceCart } from '../../modules/order/order.pricing';
import { shipHook } from '../../modules/order/order.shipping';
import { returnDocument } from '../../modules/order/return.document';
import { receiveReturnIn, saveReturnIn } from '../../modules/order/return.service';
import { issuePickupTicketIn } from '../../modules/pickup';
import { tableSmsProvider } from '../../modules/records';
import { confirmReceiptIn, stockBalancesOf } from '../../modules/stock';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, transitionIn } from '../../platform/document/lifecycle';
import type { DB } from '../schema';

const ZONE = 'UTC';
const DAY_MS = 86_400_000;

/** Who the demo acts as, and the secret pick-up codes are hashed with (the server's token secret). */
export type DemoOrderSubjects = {
  tenantId: string;
  /** The administrator: the company's back office approves, ships, receives returns and refunds. */
  staff: DocumentCaller;
  /** dist01, the primary account of the demo distributor C0001. */
  distributor: DocumentCaller & { customerId: string };
  /** The server's token secret; a pick-up code hashed with another one cannot be verified. */
  pepper: string;
};

/** A call made at 10:00 UTC `daysAgo` days before today: its postings are dated that day. */
function contextOn(daysAgo: number): CallContext {
  const today = new Date();
  today.setUTCHours(10, 0, 0, 0);
  return { zone: ZONE, now: new Date(today.getTime() - daysAgo * DAY_MS) };
}

const ref = (row: { id: string; version: number }) => ({ id: row.id, version: row.version });

type Trx = Transaction<DB>;
type Line = { goodsId: string; unit: string; qty: string };
type Placed = { id: string; version: number };

/** How many of dist01's stores the demo sells to (SECONDARY orders); the demo tests read it. */
export const SECONDARY_STORES = 3;

/**
 * Orders in every state, a pick-up ticket and returns on a fresh install (issue 13, item 10), through
 * the order, stock and pick-up modules' own services, each step dated on its day: five weeks of PRIMARY
 * orders of dist01 (C0001) and of C0002 from the company's central warehouse (completed, cancelled,
 * rejected, short-closed, shipped and waiting for dist01's receipt, partially shipped, approved,
 * submitted, on hold for credit with a request, a draft), a PICKUP order approved with an issued ticket
 * (its code in the SMS outbox), SECONDARY orders of dist01 to three of its stores from its flagship
 * store's warehouse (shipped, approved, submitted, cancelled, a draft; the stores get an assortment and a
 * credit line from dist01 to buy on), a return waiting for inspection and one
 * refunded with a damaged line (into the company's DEFECTIVE warehouse CW09). Only the lines the demo catalog prices and allows for the buyer,
 * only quantities in stock. Only into a tenant without orders: the seed runs on every start.
 */
export async function seedOrders(trx: Trx, subjects: DemoOrderSubjects): Promise<void> {
  const { tenantId, pepper } = subjects;
  const company = await companyPartyOf(trx, tenantId);
  if (!company) return;
  const any = await trx.selectFrom('salesOrder').select('id').where('tenantId', '=', tenantId).limit(1).execute();
  if (any.length) return;
  // The seed runs before the app registers its modules: completing an order on receipt needs the listener.
  registerOrderListeners();
  const withCodes = <C extends DocumentCaller>(caller: C): C => ({
    ...caller,
    codes: new Set([...caller.codes, ...Object.values(orderCodes), ...Object.values(returnCodes)]),
  });
  const staff = withCodes(subjects.staff);
  const dist = withCodes(subjects.distributor);
  const dist01 = dist.customerId;

  const warehouse = async (code: string) =>
    (
      await trx
        .selectFrom('warehouse')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('code', '=', code)
        .where('isDeleted', '=', 0)
        .executeTakeFirst()
    )?.id;
  const central = await warehouse('CW01');
  const ownMain = await warehouse('W01');
  const moonlight = await trx
    .selectFrom('baseCustomer')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('customerCode', '=', 'C0002')
    .where('isDeleted', '=', 0)
    .executeTakeFirst();
  if (!central || !ownMain) return;
  const from = central;

  const goods = await trx
    .selectFrom('goods')
    .select(['id', 'baseUnit'])
    .where('tenantId', '=', tenantId)
    .where('isDeleted', '=', 0)
    .orderBy('sku')
    .limit(16)
    .execute();
  const batchTracked = new Set(
    (
      await trx
        .selectFrom('stockGoodsSetting')
        .select('goodsId')
        .where('tenantId', '=', tenantId)
        .where('batchTracked', '=', true)
        .execute()
    ).map((row) => row.goodsId),
  );

  /** Goods the buyer may order from the warehouse: priced, on sale, in its assortment, in stock (qty and price). */
  async function sellable(caller: DocumentCaller, buyerId: string, warehouseId: string, date: string) {
    const found: { goodsId: string; unit: string; price: Decimal; available: Decimal }[] = [];
    for (const one of goods) {
      if (batchTracked.has(one.id)) continue;
      const cart = await priceCart(trx, caller, {
        buyerId,
        date,
        lines: [{ goodsId: one.id, unit: one.baseUnit, qty: '1' }],
      });
      const line = cart.lines[0];
      if (
        cart.problems.length ||
        !line?.unitPrice ||
        !new Decimal(line.minOrderQty).eq(1) ||
        !new Decimal(line.orderMultiple).eq(1) ||
        !new Decimal(line.factor ?? 0).eq(1)
      )
        continue;
      const balances = await stockBalancesOf(trx, caller, { warehouseId, goodsId: one.id });
      const available = balances.reduce((sum, row) => sum.plus(row.available), new Decimal(0));
      if (available.gte(20))
        found.push({ goodsId: one.id, unit: one.baseUnit, price: new Decimal(line.unitPrice), available });
    }
    return found;
  }

  /** Drafts an order with the default split of what the buyer has now (as the quote would). */
  async function draft(
    caller: DocumentCaller,
    order: { channel: OrderChannel; buyer: string; from: string; pickup?: boolean; remarks?: string },
    lines: Line[],
    daysAgo: number,
  ): Promise<Placed> {
    const context = contextOn(daysAgo);
    const date = todayIn(context.now ?? new Date(), ZONE);
    const input: OrderLineInput[] = lines.map((line) => ({ ...line, discountAmount: '0', isGift: false }));
    const cart = await priceCart(trx, caller, { buyerId: order.buyer, date, lines: input });
    const seller = (
      await trx
        .selectFrom('baseCustomer')
        .select('sellerPartyId')
        .where('id', '=', order.buyer)
        .executeTakeFirstOrThrow()
    ).sellerPartyId as string;
    const funds = await fundAvailability(trx, caller.tenantId, {
      holderPartyId: order.buyer,
      counterpartyPartyId: seller,
    });
    const { creditShort: _short, ...split } = defaultSplit(
      cart.totals.actualTotalAmount,
      {
        cash: funds.cash.available,
        rebate: funds.rebate.available,
        credit: funds.credit.unlimited ? '999999999999.99' : funds.credit.available,
      },
      DEFAULT_MAX_REBATE_RATIO,
    );
    const saved = await saveOrderDraftIn(
      trx,
      caller,
      {
        channel: order.channel,
        buyerPartyId: order.buyer,
        shipFromWarehouseId: order.from,
        deliveryMethod: order.pickup ? 'PICKUP' : 'DELIVERY',
        remarks: order.remarks ?? null,
        lines: input,
        payForm: {
          totalAmount: cart.totals.totalAmount,
          totalDiscount: cart.totals.totalDiscount,
          totalTax: cart.totals.totalTax,
          actualTotalAmount: cart.totals.actualTotalAmount,
          ...split,
        },
      },
      context,
    );
    return ref(saved);
  }

  const move = async (
    caller: DocumentCaller,
    order: Placed,
    action: 'submit' | 'approve' | 'reject' | 'cancel' | 'shortClose' | 'release',
    daysAgo: number,
    remark?: string,
  ): Promise<Placed & { state: string }> => {
    const row = await transitionIn(
      trx,
      orderDocument,
      caller,
      action,
      { ...ref(order), ...(remark ? { remark } : {}) },
      contextOn(daysAgo),
    );
    return { id: row.id, version: row.version, state: row.state };
  };
  /** Ships what is open, or the given quantities of each line. */
  const ship = async (order: Placed, daysAgo: number, lines?: OrderShipInput['lines'], caller = staff) => {
    const definition: typeof orderDocument = {
      ...orderDocument,
      hooks: { ...orderDocument.hooks, ship: shipHook(lines) },
    };
    const row = await transitionIn(trx, definition, caller, 'ship', ref(order), contextOn(daysAgo));
    return ref(row);
  };
  /** dist01 confirms the receipt of the order's shipments into its main warehouse (the order completes). */
  const confirm = async (order: Placed, daysAgo: number) => {
    const shipments = await trx
      .selectFrom('salesOrderShipment')
      .innerJoin('stockOutbound', 'stockOutbound.id', 'salesOrderShipment.outboundId')
      .select(['stockOutbound.id', 'stockOutbound.version'])
      .where('salesOrderShipment.orderId', '=', order.id)
      .execute();
    for (const shipment of shipments) {
      await confirmReceiptIn(trx, dist, { ...ref(shipment), warehouseId: ownMain }, contextOn(daysAgo));
    }
  };
  const placed = async (
    caller: DocumentCaller,
    order: Parameters<typeof draft>[1],
    lines: Line[],
    daysAgo: number,
  ): Promise<Placed & { state: string }> => {
    const saved = await draft(caller, order, lines, daysAgo);
    return move(caller, saved, 'submit', daysAgo);
  };

  const today = todayIn(new Date(), ZONE);
  const forDist = await sellable(dist, dist01, central, today);
  if (forDist.length < 4) return;
  const pick = (list: typeof forDist, index: number, qty: number): Line => {
    const one = list[index % list.length] as (typeof forDist)[number];
    return { goodsId: one.goodsId, unit: one.unit, qty: String(Math.min(qty, one.available.toNumber() - 1)) };
  };
  const primary = { channel: 'PRIMARY' as const, buyer: dist01, from: central };

  // Completed five and four weeks ago: approved, shipped, received by dist01.
  const first = await placed(dist, primary, [pick(forDist, 0, 12), pick(forDist, 1, 6)], 35);
  await confirm(await ship(await move(staff, first, 'approve', 34), 33), 31);
  const second = await placed(dist, primary, [pick(forDist, 2, 10), pick(forDist, 3, 8)], 28);
  await confirm(await ship(await move(staff, second, 'approve', 27), 26), 25);
  // Cancelled by dist01 before approval, rejected by the company.
  await move(dist, await placed(dist, primary, [pick(forDist, 1, 4)], 21), 'cancel', 20);
  await move(
    staff,
    await placed(dist, primary, [pick(forDist, 4, 30)], 18),
    'reject',
    17,
    'Ordered twice: see the order of the same day',
  );
  // Short-closed: one line shipped in part, the rest given up and refunded.
  const closing = await placed(dist, primary, [pick(forDist, 0, 10), pick(forDist, 2, 6)], 14);
  const half = await ship(await move(staff, closing, 'approve', 13), 12, [{ lineNo: 1, qty: '6' }]);
  await move(staff, half, 'shortClose', 10, 'The rest is discontinued at the plant');
  // Shipped a week ago, waiting for dist01's receipt.
  await ship(await move(staff, await placed(dist, primary, [pick(forDist, 3, 12)], 8), 'approve', 7), 6);
  // Approved, waiting to be shipped; a pick-up order approved with its ticket issued.
  await move(staff, await placed(dist, primary, [pick(forDist, 1, 8), pick(forDist, 4, 5)], 4), 'approve', 4);
  const pickup = await placed(
    dist,
    { ...primary, pickup: true, remarks: 'Collected by our own van' },
    [pick(forDist, 2, 6), pick(forDist, 3, 4)],
    3,
  );
  const collectable = await move(staff, pickup, 'approve', 2);
  const ticket = await issuePickupTicketIn(
    trx,
    pepper,
    dist,
    { orderId: collectable.id, pickerName: 'Otieno Kamau', pickerMobile: '13800000009', vehiclePlate: 'KDA 123A' },
    'en',
  );
  await tableSmsProvider(trx).deliver(ticket.sms);
  // Submitted yesterday (to approve), and a draft of today.
  await placed(dist, primary, [pick(forDist, 0, 6), pick(forDist, 4, 6)], 1);
  await draft(dist, { ...primary, remarks: 'For the promotion next month' }, [pick(forDist, 1, 24)], 0);

  // C0002 buys on credit: a line of 2,000.00; partially shipped, and an order above it on hold for credit.
  if (moonlight) await seedMoonlight(moonlight.id);

  // dist01 sells to three of its stores from its flagship store's warehouse (W01).
  await seedSecondary();

  // Returns of dist01: one refunded with a damaged line (into CW09), one waiting for inspection.
  const refunded = await saveReturnIn(
    trx,
    dist,
    {
      returnOfOrderId: second.id,
      returnReason: 'Two cartons crushed in transport, one unit of the other goods unsold',
      returnFromWarehouseId: ownMain,
      lines: (await originalLines(second.id)).slice(0, 2).map((line, index) => ({
        returnOfLineId: line.id,
        qty: index === 0 ? '2' : '1',
      })),
    },
    contextOn(22),
  );
  const moveReturn = async (
    caller: DocumentCaller,
    row: Placed,
    action: 'submit' | 'approve' | 'ship' | 'refund',
    daysAgo: number,
  ) => ref(await transitionIn(trx, returnDocument, caller, action, ref(row), contextOn(daysAgo)));
  const shipped = await moveReturn(
    dist,
    await moveReturn(staff, await moveReturn(dist, refunded, 'submit', 22), 'approve', 21),
    'ship',
    20,
  );
  const received = await receiveReturnIn(
    trx,
    staff,
    {
      ...shipped,
      remark: 'One unit crushed',
      lines: refunded.lines.map((line, index) => ({
        lineId: line.id,
        acceptedQty: line.qty,
        damagedQty: index === 0 ? '1' : '0',
      })),
    },
    contextOn(18),
  );
  await moveReturn(staff, received, 'refund', 17);
  const inspect = await saveReturnIn(
    trx,
    dist,
    {
      returnOfOrderId: first.id,
      returnReason: 'Short shelf life left on arrival',
      returnFromWarehouseId: ownMain,
      lines: (await originalLines(first.id)).slice(0, 1).map((line) => ({ returnOfLineId: line.id, qty: '3' })),
    },
    contextOn(2),
  );
  await moveReturn(dist, inspect, 'submit', 2);

  async function originalLines(orderId: string) {
    return trx
      .selectFrom('salesOrderLine')
      .select(['id', 'qty'])
      .where('orderId', '=', orderId)
      .orderBy('lineNo')
      .execute();
  }

  async function seedMoonlight(buyer: string) {
    const limit = await trx
      .selectFrom('creditLimit')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('creditorPartyId', '=', company)
      .where('debtorPartyId', '=', buyer)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (!limit) {
      await trx
        .insertInto('creditLimit')
        .values({
          tenantId,
          creditorPartyId: company as string,
          debtorPartyId: buyer,
          creditLimit: '2000.00',
          tempLimit: '0.00',
          termDays: 30,
          remark: 'Demo credit line',
          createUser: staff.userId,
          createDept: staff.deptId,
          updateUser: staff.userId,
        })
        .execute();
    }
    const forMoon = await sellable(staff, buyer, from, today);
    if (forMoon.length < 2) return;
    const order = { channel: 'PRIMARY' as const, buyer, from };
    // About 600.00 of goods, of which a third ships.
    const cheap = [...forMoon].sort((a, b) => a.price.comparedTo(b.price));
    const qtyFor = (one: (typeof forMoon)[number], amount: number) =>
      Math.max(3, Math.min(Math.floor(amount / one.price.toNumber()), one.available.toNumber() - 1));
    const partLines = cheap
      .slice(0, 2)
      .map((one) => ({ goodsId: one.goodsId, unit: one.unit, qty: String(qtyFor(one, 300)) }));
    // Shipped six weeks ago on 30 days' term: overdue, so its new credit orders are held (credit.demo.ts).
    const partial = await placed(staff, order, partLines, 52);
    const firstQty = Math.max(1, Math.floor(Number(partLines[0]?.qty) / 3));
    await ship(await move(staff, partial, 'approve', 50), 45, [{ lineNo: 1, qty: String(firstQty) }]);
    // Above the credit left: held, with a request to the credit controller.
    const dear = cheap.slice(-2);
    const heldLines = dear.map((one) => ({ goodsId: one.goodsId, unit: one.unit, qty: String(qtyFor(one, 1200)) }));
    await placed(staff, { ...order, remarks: 'Stock-up before the holidays' }, heldLines, 1);
  }

  async function seedSecondary() {
    const stores = await trx
      .selectFrom('baseCustomer')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('sellerPartyId', '=', dist01)
      .where('partyType', '=', 'STORE')
      .where('state', '=', 'ACTIVE')
      .where('isDeleted', '=', 0)
      .orderBy('customerCode')
      .limit(SECONDARY_STORES)
      .execute();
    if (stores.length < SECONDARY_STORES) return;
    // The catalog demo gives sub-customers no assortment and dist01 grants its stores no credit: a store
    // buys the goods dist01 stocks, on account (its price comes from dist01's default list, PL-C0001).
    for (const store of stores) await openStoreAccount(store.id);
    type Secondary = {
      order: { channel: 'SECONDARY'; buyer: string; from: string };
      list: typeof forDist;
    };
    const lists: (typeof forDist)[] = [];
    for (const store of stores) {
      const list = await sellable(dist, store.id, ownMain as string, today);
      if (list.length < 2) return;
      lists.push(list);
    }
    const [a, b, c] = stores.map((store, index) => ({
      order: { channel: 'SECONDARY' as const, buyer: store.id, from: ownMain as string },
      list: lists[index] as typeof forDist,
    })) as [Secondary, Secondary, Secondary];
    const line = (one: Secondary, index: number, qty: number) => pick(one.list, index, qty);
    // Shipped from the flagship store's warehouse (W01) a week and a half ago; stores confirm no receipt.
    const shipped = await placed(dist, a.order, [line(a, 0, 4), line(a, 1, 3)], 12);
    await ship(await move(dist, shipped, 'approve', 11), 10, undefined, dist);
    // Cancelled by dist01 after the store called it off; approved and waiting to ship; one to approve; a draft.
    await move(dist, await placed(dist, b.order, [line(b, 1, 2)], 6), 'cancel', 5);
    await move(dist, await placed(dist, b.order, [line(b, 0, 3), line(b, 1, 2)], 3), 'approve', 2);
    await placed(dist, c.order, [line(c, 0, 2)], 1);
    await draft(dist, { ...c.order, remarks: 'Weekend restock' }, [line(c, 1, 5)], 0);
  }

  /** A store of dist01 may buy what dist01 stocks (the demo's goods) on a credit line from dist01. */
  async function openStoreAccount(store: string) {
    await trx
      .insertInto('customerGoods')
      .values(
        goods.map((one) => ({
          tenantId,
          partyId: store,
          goodsId: one.id,
          createUser: dist.userId,
          createDept: dist.deptId,
          updateUser: dist.userId,
        })),
      )
      .onConflict((oc) => oc.columns(['partyId', 'goodsId']).where('isDeleted', '=', 0).doNothing())
      .execute();
    const limit = await trx
      .selectFrom('creditLimit')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('creditorPartyId', '=', dist01)
      .where('debtorPartyId', '=', store)
      .where('isDeleted', '=', 0)
      .executeTakeFirst();
    if (limit) return;
    await trx
      .insertInto('creditLimit')
      .values({
        tenantId,
        creditorPartyId: dist01,
        debtorPartyId: store,
        creditLimit: '1000.00',
        tempLimit: '0.00',
        termDays: 14,
        remark: 'Demo store account',
        createUser: dist.userId,
        createDept: dist.deptId,
        updateUser: dist.userId,
      })
      .execute();
  }
}
