import type { InboundInput, OutboundInput, TransferInput } from '@smdp/contracts/stock';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, transitionIn } from '../../platform/document/lifecycle';
import { checkDocument } from './check.document';
import { createCheckIn, saveCountsIn } from './check.drafts';
import { checkDetail } from './check.queries';
import { setGoodsStockSetting } from './goods-settings';
import { inboundDocument } from './inbound.document';
import { saveInboundDraftIn } from './inbound.drafts';
import { receiveInboundIn } from './inbound.receive';
import { outboundDocument } from './outbound.document';
import { saveOutboundDraftIn } from './outbound.drafts';
import { sequence } from './stock.seed';
import { transferDocument } from './transfer.document';
import { saveTransferDraftIn } from './transfer.drafts';
import { receiveTransferIn } from './transfer.receive';

/** An owner of demo stock: the account that runs its vouchers and its warehouses, the main one first. */
export type DemoStockHolder = { caller: DocumentCaller; warehouseIds: string[] };

/** The goods the demo stocks, by their id and base unit. */
export type DemoGoods = { id: string; baseUnit: string }[];

/** What the demo stock is made of: the company's and the demo distributor's warehouses, and goods. */
export type DemoStockSubjects = {
  tenantId: string;
  goods: DemoGoods;
  company: DemoStockHolder;
  distributor: DemoStockHolder & { partyId: string };
};

/** Days of demo history before today: opening stock on the first, moves after it. */
const HISTORY_DAYS = 42;
/** The demo accounts' time zone (their user setting), which dates every posting. */
const ZONE = 'UTC';
const DAY_MS = 86_400_000;
/** Goods 0 and 1 are batch-tracked. */
const TRACKED = 2;
/** Share of the goods a depot carries; the main warehouse carries all, and the rest never moves (slow movers). */
const DEPOT_SHARE = 0.6;

type Line = { goods: number; qty: number; cost?: string };
type Moment = { daysAgo: number };

/**
 * Six weeks of stock on a fresh install (issue 12, item 8), written as real vouchers through the stock
 * module's own services, as the owner's account, each dated on its day by the call's clock: openings in
 * every warehouse, receipts (one short), issues, a transfer received short and one in transit, a posted
 * count with its adjustment and one being counted; the company also ships a sales-out to the demo
 * distributor (in transit to it) and leaves a submitted voucher of each kind and drafts. Only into a
 * tenant whose ledger is empty: the seed runs on every start, and an installation keeps its own history.
 */
export async function seedStock(trx: Transaction<DB>, subjects: DemoStockSubjects): Promise<void> {
  const { tenantId, goods, company, distributor } = subjects;
  if (goods.length < 16 || company.warehouseIds.length < 2 || distributor.warehouseIds.length < 2) return;
  const moved = await trx
    .selectFrom('stockLedgerEntry')
    .select('id')
    .where('tenantId', '=', tenantId)
    .limit(1)
    .execute();
  if (moved.length) return;
  await setStockSettings(trx, subjects);

  const demo = demoVouchers(trx, goods);
  for (const holder of [company, distributor]) await demo.history(holder, holder === company);
  const [main, depot] = company.warehouseIds as [string, string];
  const { caller } = company;
  await demo.outbound(caller, { daysAgo: 2 }, 'ship', {
    outboundType: 'SALES_OUT',
    warehouseId: main,
    consigneePartyId: distributor.partyId,
    remark: 'Primary order PO-DEMO-01',
    lines: [
      { goods: 3, qty: 24 },
      { goods: 4, qty: 36 },
    ],
  });
  await demo.check(caller, { daysAgo: 1 }, main, 'count');
  await demo.outbound(caller, { daysAgo: 1 }, 'reserve', {
    outboundType: 'OTHER_OUT',
    warehouseId: main,
    lines: [{ goods: 5, qty: 10 }],
  });
  await demo.outbound(caller, { daysAgo: 1 }, 'draft', {
    outboundType: 'DAMAGE_OUT',
    warehouseId: depot,
    lines: [{ goods: 6, qty: 2 }],
  });
  await demo.inbound(caller, { daysAgo: 1 }, 'submit', {
    inboundType: 'PURCHASE_RECEIPT',
    warehouseId: main,
    remark: 'Supplier delivery note DN-7781',
    lines: [
      { goods: 2, qty: 60, cost: '3.20' },
      { goods: 7, qty: 40, cost: '5.75' },
    ],
  });
  await demo.inbound(caller, { daysAgo: 1 }, 'draft', {
    inboundType: 'OTHER_IN',
    warehouseId: depot,
    lines: [{ goods: 8, qty: 12, cost: '2.40' }],
  });
  await demo.transfer(caller, { daysAgo: 1 }, 'draft', {
    fromWarehouseId: main,
    toWarehouseId: depot,
    lines: [{ goods: 9, qty: 8 }],
  });
}

/** Two goods are batch-tracked with a shelf life; one reorders above what most warehouses hold (projected report). */
async function setStockSettings(trx: Transaction<DB>, { tenantId, goods }: DemoStockSubjects) {
  const caller = { tenantId };
  for (const tracked of goods.slice(0, TRACKED)) {
    await setGoodsStockSetting(trx, caller, tracked.id, { batchTracked: true, shelfLifeDays: 180 });
  }
  const reordered = goods[TRACKED];
  if (reordered) {
    await setGoodsStockSetting(trx, caller, reordered.id, {
      batchTracked: false,
      shelfLifeDays: null,
      reorderLevel: '300',
    });
  }
}

type Inbound = Omit<InboundInput, 'lines' | 'id' | 'version'> & { lines: (Line & { short?: number })[] };
type Outbound = Omit<OutboundInput, 'lines' | 'id' | 'version'> & { lines: Line[] };
type Transfer = Omit<TransferInput, 'lines' | 'id' | 'version'> & { lines: (Line & { short?: number })[] };

/** The voucher steps of the demo, each through the same service function its route calls. */
function demoVouchers(trx: Transaction<DB>, goods: DemoGoods) {
  const next = sequence(7);
  const unitOf = (index: number) => goods[index]?.baseUnit ?? 'PCS';
  const goodsOf = (index: number) => (goods[index] as { id: string }).id;
  // The first tracked goods' batch runs out in three weeks (near expiry), the second's in half a year.
  const batchOf = (index: number) =>
    index >= TRACKED ? {} : { batchNo: index === 0 ? 'LOT-A' : 'LOT-B', expiryDate: dayOf(index === 0 ? -21 : -180) };
  const moving = Math.ceil(goods.length * DEPOT_SHARE);
  const picks = (count: number) => [...new Set(Array.from({ length: count }, () => TRACKED + next(moving - TRACKED)))];

  const steps = {
    async inbound(caller: DocumentCaller, when: Moment, until: 'draft' | 'submit' | 'receive', input: Inbound) {
      const context = contextOn(when);
      const draft = await saveInboundDraftIn(
        trx,
        caller,
        {
          ...input,
          lines: input.lines.map((line) => ({
            goodsId: goodsOf(line.goods),
            unit: unitOf(line.goods),
            expectedQty: String(line.qty),
            ...batchOf(line.goods),
            ...(line.cost ? { unitCost: line.cost } : {}),
          })),
        },
        context,
      );
      if (until === 'draft') return;
      const submitted = await transitionIn(trx, inboundDocument, caller, 'confirm', ref(draft), context);
      if (until === 'submit') return;
      if (!input.lines.some((line) => line.short)) {
        await transitionIn(trx, inboundDocument, caller, 'receive', ref(submitted), context);
        return;
      }
      await receiveInboundIn(
        trx,
        caller,
        {
          id: draft.id,
          version: submitted.version,
          lines: draft.lines.map((line, index) => {
            const short = input.lines[index]?.short ?? 0;
            return {
              id: line.id,
              receivedQty: String(Number(line.expectedQty) - short),
              diffReason: short ? 'Cartons damaged in transport, refused at the gate' : null,
            };
          }),
        },
        context,
      );
    },

    async outbound(caller: DocumentCaller, when: Moment, until: 'draft' | 'reserve' | 'ship', input: Outbound) {
      const context = contextOn(when);
      const draft = await saveOutboundDraftIn(
        trx,
        caller,
        {
          ...input,
          lines: input.lines.map((line) => ({
            goodsId: goodsOf(line.goods),
            unit: unitOf(line.goods),
            qty: String(line.qty),
            ...(line.goods < TRACKED ? { batchNo: batchOf(line.goods).batchNo } : {}),
          })),
        },
        context,
      );
      if (until === 'draft') return;
      const reserved = await transitionIn(trx, outboundDocument, caller, 'confirm', ref(draft), context);
      if (until === 'ship') await transitionIn(trx, outboundDocument, caller, 'ship', ref(reserved), context);
    },

    /** Ships on the day; `receive` takes it in the next day, short where a line says so. */
    async transfer(caller: DocumentCaller, when: Moment, until: 'draft' | 'ship' | 'receive', input: Transfer) {
      const context = contextOn(when);
      const draft = await saveTransferDraftIn(
        trx,
        caller,
        {
          ...input,
          lines: input.lines.map((line) => ({
            goodsId: goodsOf(line.goods),
            unit: unitOf(line.goods),
            qty: String(line.qty),
          })),
        },
        context,
      );
      if (until === 'draft') return;
      const submitted = await transitionIn(trx, transferDocument, caller, 'confirm', ref(draft), context);
      const shipped = await transitionIn(trx, transferDocument, caller, 'ship', ref(submitted), context);
      if (until === 'ship') return;
      await receiveTransferIn(
        trx,
        caller,
        {
          id: draft.id,
          version: shipped.version,
          lines: draft.lines.map((line, index) => {
            const short = input.lines[index]?.short ?? 0;
            return {
              id: line.id,
              receivedQty: String(Number(line.qty) - short),
              diffReason: short ? 'One carton missing on arrival' : null,
            };
          }),
        },
        contextOn({ daysAgo: when.daysAgo - 1 }),
      );
    },

    /** A count of the whole warehouse: `post` finds two differences and posts their adjustment; `count` stops half-counted. */
    async check(caller: DocumentCaller, when: Moment, warehouseId: string, until: 'count' | 'post') {
      const context = contextOn(when);
      const task = await createCheckIn(
        trx,
        caller,
        { warehouseId, scope: 'ALL', blind: false, freeze: false },
        context,
      );
      const started = await transitionIn(trx, checkDocument, caller, 'start', ref(task), context);
      const book = await checkDetail(trx, caller, task.id);
      // Every line counted as booked but two: one short (a loss), one over (a gain); `count` saves only the first lines.
      const lines = book.lines.slice(0, until === 'post' ? book.lines.length : 3).map((line, index) => {
        const diff = until === 'post' && index === 2 ? -3 : until === 'post' && index === 4 ? 1 : 0;
        return {
          id: line.id,
          countedQty: String(Number(line.bookQty ?? '0') + diff),
          reason: diff < 0 ? 'Broken packs found on the shelf' : diff > 0 ? 'Found behind the rack' : null,
        };
      });
      const counted = await saveCountsIn(trx, caller, { id: task.id, version: started.version, lines });
      if (until === 'count') return;
      const submitted = await transitionIn(trx, checkDocument, caller, 'submit', ref(counted), context);
      const approved = submitted.needsApproval
        ? await transitionIn(trx, checkDocument, caller, 'approve', ref(submitted), context)
        : submitted;
      await transitionIn(trx, checkDocument, caller, 'post', ref(approved), context);
    },

    /** Openings in every warehouse, receipts and issues over six weeks and a transfer in transit; the company also a receipt short, a transfer received short and a posted count. */
    async history(holder: DemoStockHolder, company: boolean) {
      const { caller, warehouseIds } = holder;
      const [main, depot] = warehouseIds as [string, string];
      for (const [position, warehouseId] of warehouseIds.entries()) {
        const carried = position === 0 ? goods.length : Math.ceil(goods.length * DEPOT_SHARE);
        await steps.inbound(caller, { daysAgo: HISTORY_DAYS }, 'receive', {
          inboundType: 'OPENING',
          warehouseId,
          remark: 'Opening stock',
          lines: Array.from({ length: carried }, (_, index) => ({
            goods: index,
            qty: 120 + next(300),
            cost: `${1 + next(30)}.${10 + next(89)}`,
          })),
        });
      }
      const issue = (daysAgo: number) =>
        steps.outbound(caller, { daysAgo }, 'ship', {
          outboundType: company ? 'OTHER_OUT' : 'SALES_OUT',
          warehouseId: daysAgo % 2 ? main : depot,
          lines: picks(4).map((index) => ({ goods: index, qty: 1 + next(12) })),
        });
      await issue(33);
      if (company) {
        await steps.inbound(caller, { daysAgo: 30 }, 'receive', {
          inboundType: 'OTHER_IN',
          warehouseId: depot,
          remark: 'Returned display stock',
          lines: [
            { goods: TRACKED, qty: 30, cost: '4.10' },
            { goods: TRACKED + 1, qty: 24, cost: '6.80', short: 4 },
          ],
        });
      }
      await steps.inbound(caller, { daysAgo: 26 }, 'receive', {
        inboundType: 'PURCHASE_RECEIPT',
        warehouseId: main,
        lines: picks(3).map((index) => ({ goods: index, qty: 40 + next(80), cost: `${2 + next(20)}.50` })),
      });
      if (company) {
        await steps.transfer(caller, { daysAgo: 21 }, 'receive', {
          fromWarehouseId: main,
          toWarehouseId: depot,
          lines: [
            { goods: TRACKED + 2, qty: 20, short: 2 },
            { goods: TRACKED + 3, qty: 15 },
          ],
        });
      }
      await issue(18);
      if (company) await steps.check(caller, { daysAgo: 12 }, depot, 'post');
      await issue(6);
      await steps.transfer(caller, { daysAgo: 3 }, 'ship', inTransit(main, warehouseIds));
    },
  };
  return steps;
}

/** A replenishment from the main warehouse to the last one, shipped and not yet received. */
const inTransit = (main: string, warehouseIds: string[]): Transfer => ({
  fromWarehouseId: main,
  toWarehouseId: warehouseIds[warehouseIds.length - 1] as string,
  remark: 'Replenishment',
  lines: [
    { goods: TRACKED + 4, qty: 18 },
    { goods: TRACKED + 5, qty: 12 },
  ],
});

/** What a transition names of a document: its id and the version read. */
const ref = (document: { id: string; version: number }) => ({ id: document.id, version: document.version });

/** A call made at 10:00 UTC `daysAgo` days before today: its postings are dated that day. */
function contextOn({ daysAgo }: Moment): CallContext {
  const today = new Date();
  today.setUTCHours(10, 0, 0, 0);
  return { zone: ZONE, now: new Date(today.getTime() - daysAgo * DAY_MS) };
}

/** The calendar day `days` before today (UTC), `yyyy-MM-dd`; negative for days ahead. */
const dayOf = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
