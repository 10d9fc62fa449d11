import {
  computePayForm,
  moneyUnits,
  netUnitPrice,
  qtyText,
  qtyUnits,
  type ReturnDetail,
  type ReturnDraftInput,
  type ReturnReceiveInput,
  returnableQty,
} from '@smdp/contracts/order';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { recordAudit } from '../../platform/crud/audit';
import type { Database } from '../../platform/db/database';
import type { DocumentCaller } from '../../platform/document/define';
import { type CallContext, lockDocument, recordCreated, transitionIn } from '../../platform/document/lifecycle';
import { formatNumber, takeNumber } from '../../platform/document/numbering';
import { badRequest, staleVersion } from '../../platform/http/errors';
import { lockScopedRow } from '../../platform/scope/scoped';
import { companyPartyOf } from '../customer';
import { postStock } from '../stock';
import { defectiveWarehouseOf, warehousesForStock } from '../store';
import { purchasePosted } from './order.rebate';
import { assertSide, baseOf, dayIn, linesOf, returnDocument } from './return.document';
import { originalLines, qtyOnReturns, RETURN_DOC, returnDetail } from './return.queries';

/** Original orders something was delivered on: the states a return may start from. */
const RETURNABLE_STATES = ['PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED', 'CLOSED'];

/**
 * Creates a return draft (no id) or changes one (id + version), in one transaction: the original order
 * is locked (returns of one order queue on it, so two can never return the same units), every line is
 * checked against its delivered original line (returnable, price at most the original net unit price,
 * the same batch), and the buyer's warehouse the goods will leave, if named, must be the buyer's own.
 */
export function saveReturn(
  db: Database,
  caller: DocumentCaller,
  input: ReturnDraftInput,
  context: CallContext,
): Promise<ReturnDetail> {
  return db.transaction().execute((trx) => saveReturnIn(trx, caller, input, context));
}

/** `saveReturn` inside the caller's transaction (the demo seed). */
export async function saveReturnIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: ReturnDraftInput,
  context: CallContext,
): Promise<ReturnDetail> {
  const original = await lockScopedRow(trx, caller, 'salesOrder', input.returnOfOrderId, {
    party: 'salesOrder.buyerPartyId',
  });
  if (original.type !== 'SALE' || !RETURNABLE_STATES.includes(original.state)) {
    throw badRequest('returnOriginalInvalid');
  }
  let existing: Awaited<ReturnType<typeof lockDocument<'salesOrder', string, string, ReturnDetail>>> | undefined;
  if (input.id) {
    existing = await lockDocument(trx, returnDocument, caller, input.id);
    if (existing.state !== 'DRAFT') throw badRequest('returnStateInvalid');
    if (existing.version !== input.version) throw staleVersion();
    if (existing.returnOfOrderId !== original.id) throw badRequest('returnOriginalInvalid');
    assertSide(caller, existing, 'submit');
  } else {
    assertSide(caller, original, 'submit');
  }
  const lines = await checkedLines(trx, caller, original, input, existing?.id);
  const returnFrom = input.returnFromWarehouseId
    ? await buyersWarehouse(trx, caller, original.buyerPartyId, input.returnFromWarehouseId)
    : null;
  const priced = computePayForm(
    lines.map((line) => ({ qty: line.qty, unitPrice: line.unitPrice, taxRate: line.taxRate })),
    { pricesIncludeTax: true },
  );
  const now = context.now ?? new Date();
  const header = {
    returnReason: input.returnReason,
    returnFromWarehouseId: returnFrom,
    totalAmount: priced.totalAmount,
    totalDiscount: priced.totalDiscount,
    totalTax: priced.totalTax,
    actualTotalAmount: priced.actualTotalAmount,
    updateUser: caller.userId,
    updateTime: now,
  };
  let id: string;
  if (existing) {
    id = existing.id;
    const after = await trx
      .updateTable('salesOrder')
      .set({ ...header, version: sql`version + 1` })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('salesOrderLine').where('orderId', '=', id).execute();
    await recordAudit(
      trx,
      caller,
      { action: 'update', entity: RETURN_DOC, entityId: id, before: existing, after },
      context.ip,
    );
  } else {
    const year = Number(dayIn(now, context.zone).slice(0, 4));
    const number = await takeNumber(trx, { tenantId: caller.tenantId, docType: RETURN_DOC, owner: '', year });
    const row = await trx
      .insertInto('salesOrder')
      .values({
        ...header,
        tenantId: caller.tenantId,
        docNo: formatNumber(`RT${year}-`, number, 5),
        channel: original.channel,
        type: 'RETURN',
        sellerPartyId: original.sellerPartyId,
        buyerPartyId: original.buyerPartyId,
        placedByAccountId: caller.userId,
        source: caller.customerId ? 'PORTAL' : 'BACKOFFICE',
        shipFromWarehouseId: original.shipFromWarehouseId,
        deliveryMethod: original.deliveryMethod,
        returnOfOrderId: original.id,
        createUser: caller.userId,
        createDept: caller.deptId,
        createTime: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    id = row.id;
    await recordCreated(trx, returnDocument, caller, row, context.ip);
  }
  await trx
    .insertInto('salesOrderLine')
    .values(
      lines.map((line, index) => ({
        tenantId: caller.tenantId,
        orderId: id,
        lineNo: index + 1,
        goodsId: line.goodsId,
        unit: line.unit,
        factor: line.factor,
        qty: line.qty,
        baseQty: baseOf(line.qty, line.factor),
        unitPrice: line.unitPrice,
        taxRate: line.taxRate,
        taxAmount: priced.lines[index]?.taxAmount ?? '0',
        netAmount: priced.lines[index]?.netAmount ?? '0',
        isGift: line.isGift,
        returnOfLineId: line.returnOfLineId,
        batchNo: line.batchNo,
      })),
    )
    .execute();
  return returnDetail(trx, caller, id);
}

/** The draft's lines checked against the original's: the error names the goods and the figures. */
async function checkedLines(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  original: { id: string; state: string },
  input: ReturnDraftInput,
  exceptId: string | undefined,
) {
  const originals = new Map((await originalLines(trx, caller.tenantId, original.id)).map((line) => [line.id, line]));
  const held = await qtyOnReturns(trx, caller.tenantId, [...originals.keys()], exceptId);
  const seen = new Set<string>();
  return input.lines.map((line, index) => {
    const source = originals.get(line.returnOfLineId);
    if (!source) throw badRequest('returnLineUnknown', { line: index + 1 });
    if (seen.has(source.id)) throw badRequest('returnLineTwice', { line: source.lineNo });
    seen.add(source.id);
    const goods = source.goodsName || source.sku || source.goodsId;
    const returnable = returnableQty(source, held.get(source.id) ?? '0', original.state === 'COMPLETED');
    if (qtyUnits(line.qty) > qtyUnits(returnable)) {
      throw badRequest('returnQtyExceeded', { goods, returnable, qty: qtyText(qtyUnits(line.qty)) });
    }
    const ceiling = netUnitPrice(source);
    const unitPrice = line.unitPrice ?? ceiling;
    if (moneyUnits(unitPrice) > moneyUnits(ceiling)) {
      throw badRequest('returnPriceAboveOriginal', { goods, price: unitPrice, original: ceiling });
    }
    const batchNo = line.batchNo ?? source.batchNo;
    if ((batchNo ?? null) !== (source.batchNo ?? null)) {
      throw badRequest('returnBatchMismatch', { goods, batch: source.batchNo ?? '-' });
    }
    return {
      returnOfLineId: source.id,
      goodsId: source.goodsId,
      unit: source.unit,
      factor: source.factor,
      qty: line.qty,
      unitPrice,
      taxRate: source.taxRate,
      isGift: source.isGift,
      batchNo,
    };
  });
}

/** The buyer's active warehouse the goods leave from; anything else is refused. */
async function buyersWarehouse(trx: Transaction<DB>, caller: DocumentCaller, buyerPartyId: string, id: string) {
  const [warehouse] = await warehousesForStock(trx, caller.tenantId, [id]);
  if (!warehouse || warehouse.ownerCustomerId !== buyerPartyId || warehouse.state === 'DISABLED') {
    throw badRequest('returnWarehouseInvalid');
  }
  return warehouse.id;
}

/**
 * The seller receives what came back (RETURN_IN), in one transaction: every return line counted once,
 * accepted at most what was shipped, damaged at most what was accepted; the sound units go into the
 * receiving warehouse (the original ship-from), the damaged ones into the seller's DEFECTIVE warehouse.
 * The original lines' returned quantity grows by what was accepted.
 */
export function receiveReturn(
  db: Database,
  caller: DocumentCaller,
  input: ReturnReceiveInput,
  context: CallContext,
): Promise<ReturnDetail> {
  return db.transaction().execute((trx) => receiveReturnIn(trx, caller, input, context));
}

/** `receiveReturn` inside the caller's transaction (the demo seed). */
export async function receiveReturnIn(
  trx: Transaction<DB>,
  caller: DocumentCaller,
  input: ReturnReceiveInput,
  context: CallContext,
): Promise<ReturnDetail> {
  const row = await lockDocument(trx, returnDocument, caller, input.id);
  if ((row.state as string) !== 'RETURN_SHIPPED') throw badRequest('returnStateInvalid');
  if (row.version !== input.version) throw staleVersion();
  assertSide(caller, row, 'receive');
  const lines = await linesOf(trx, caller.tenantId, row.id);
  const counted = new Map(input.lines.map((line) => [line.lineId, line]));
  if (counted.size !== input.lines.length || lines.length !== counted.size || lines.some((l) => !counted.has(l.id))) {
    throw badRequest('returnReceiveLines');
  }
  const now = context.now ?? new Date();
  const postingDate = dayIn(now, context.zone);
  const company = await companyPartyOf(trx, caller.tenantId);
  const owner = row.sellerPartyId === company ? null : row.sellerPartyId;
  let defective: string | undefined;
  const stock: Parameters<typeof postStock>[2]['lines'][number][] = [];
  for (const line of lines) {
    const count = counted.get(line.id);
    if (!count) throw badRequest('returnReceiveLines');
    const accepted = qtyUnits(count.acceptedQty);
    const damaged = qtyUnits(count.damagedQty);
    const goods = line.goodsId;
    if (accepted > qtyUnits(line.qtyDelivered)) {
      throw badRequest('returnReceiveExceeded', {
        goods,
        counted: qtyText(accepted),
        shipped: qtyText(qtyUnits(line.qtyDelivered)),
      });
    }
    if (damaged > accepted) {
      throw badRequest('returnDamagedExceeded', { goods, damaged: qtyText(damaged), accepted: qtyText(accepted) });
    }
    const sound = accepted - damaged;
    const base = {
      goodsId: line.goodsId,
      unit: line.unit,
      factor: line.factor,
      ...(line.batchNo ? { batch: line.batchNo } : {}),
    };
    if (sound > 0n)
      stock.push({ ...base, warehouseId: row.shipFromWarehouseId, qty: baseOf(qtyText(sound), line.factor) });
    if (damaged > 0n) {
      defective ??= await defectiveWarehouseOf(trx, caller.tenantId, owner, row.shipFromWarehouseId);
      if (!defective) throw badRequest('returnNoDefectiveWarehouse');
      stock.push({ ...base, warehouseId: defective, qty: baseOf(qtyText(damaged), line.factor) });
    }
    await trx
      .updateTable('salesOrderLine')
      .set({ acceptedQty: qtyText(accepted), damagedQty: qtyText(damaged), qtyReceived: qtyText(accepted) })
      .where('id', '=', line.id)
      .execute();
    await trx
      .updateTable('salesOrderLine')
      .set({ qtyReturned: sql`qty_returned + ${qtyText(accepted)}::numeric` })
      .where('id', '=', String(line.returnOfLineId))
      .execute();
  }
  await postStock(trx, caller, { voucher: { type: `${RETURN_DOC}In`, id: row.id }, postingDate, lines: stock });
  await trx
    .updateTable('salesOrder')
    .set({ defectiveWarehouseId: defective ?? null, perReceived: '100' })
    .where('id', '=', row.id)
    .execute();
  await transitionIn(trx, returnDocument, caller, 'receive', input, context);
  if (row.returnOfOrderId) await purchasePosted(trx, caller, { id: String(row.returnOfOrderId) });
  return returnDetail(trx, caller, row.id);
}
