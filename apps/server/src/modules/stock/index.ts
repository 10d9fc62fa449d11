import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adjustmentRoutes } from './adjustment.routes';
import { defineCycleCountJob } from './check.job';
import { checkRoutes } from './check.routes';
import { checkReportRoutes } from './check-report.routes';
import { defineDriftJob } from './drift.job';
import { goodsSettingRoutes } from './goods-setting.routes';
import { inboundRoutes } from './inbound.routes';
import { outboundRoutes } from './outbound.routes';
import { stockReportRoutes } from './stock-report.routes';
import { transferRoutes } from './transfer.routes';

/**
 * The stock module: the only writer of the stock ledger (domain.md §6). Other modules move and hold
 * stock through these functions, inside their own transaction.
 */
export const stockModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(stockReportRoutes);
  await defineDriftJob(app);
  await app.register(inboundRoutes);
  await app.register(outboundRoutes);
  await app.register(transferRoutes);
  await app.register(checkRoutes);
  await app.register(adjustmentRoutes);
  await app.register(checkReportRoutes);
  await app.register(goodsSettingRoutes);
  await defineCycleCountJob(app);
};

export type { BatchDates } from './batches';
export * from './for-dashboard';
export * from './for-delivery';
export { type GoodsStockSetting, setGoodsStockSetting } from './goods-settings';
export { checkStockInvariants, type StockDrift } from './invariant-check';
export {
  type OutboundEvent,
  type OutboundListener,
  type OutboundReceipt,
  onOutboundEvent,
  type SourcedShipment,
} from './outbound.events';
export {
  type Shipment,
  type ShipmentLine,
  shipOutboundFor,
} from './outbound.for-order';
export { outboundFromReservation, type SourcedOutboundInput } from './outbound.for-source';
export { confirmReceiptIn } from './outbound.receipt';
export { lockOwnerStockPeriod, lockStockPeriod } from './period';
export {
  type PostedStockEntry,
  postStock,
  type StockCaller,
  type StockLine,
  type StockPosting,
  type StockVoucher,
} from './post-stock';
export {
  type ReleaseLine,
  type ReservationRef,
  type ReservationSource,
  type ReserveLine,
  releaseStock,
  reserveStock,
} from './reservations';
export { reverseStock } from './reverse-stock';
export { availableByGoods, type StockBalance, stockBalancesOf } from './stock-balances';
