import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/errors';
import { staffCaller } from '../../platform/scope/caller';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { PIECE, type StockFixtures, stockFixtures } from '../../testing/stock-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkStockInvariants, postStock, releaseStock, reserveStock, stockBalancesOf } from './index';

/** What a random session does; quantities in whole pieces, keys 0 and 1 (two goods of one warehouse). */
type Operation =
  | { kind: 'receive'; key: number; qty: number; cost: number }
  | { kind: 'ship'; key: number; qty: number }
  | { kind: 'reserve'; line: number; key: number; qty: number }
  | { kind: 'release'; line: number }
  | { kind: 'shipReserved'; line: number; qty: number };

const key = fc.integer({ min: 0, max: 1 });
const line = fc.integer({ min: 1, max: 3 });
const qty = fc.integer({ min: 1, max: 8 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('receive' as const), key, qty, cost: fc.integer({ min: 0, max: 5 }) }),
  fc.record({ kind: fc.constant('ship' as const), key, qty }),
  fc.record({ kind: fc.constant('reserve' as const), line, key, qty }),
  fc.record({ kind: fc.constant('release' as const), line }),
  fc.record({ kind: fc.constant('shipReserved' as const), line, qty }),
);

/** The rules of domain.md §6 in a few lines: what the ledger must accept, refuse and hold. */
class Model {
  onHand = [0, 0];
  reserved = [0, 0];
  holds = new Map<number, { key: number; open: number }>();

  /** The refusal the operation must meet (a message key), or undefined when it must pass; applies it then. */
  run(op: Operation): string | undefined {
    const available = (k: number) => (this.onHand[k] ?? 0) - (this.reserved[k] ?? 0);
    switch (op.kind) {
      case 'receive':
        this.move(op.key, op.qty, 0);
        return undefined;
      case 'ship':
        if (op.qty > available(op.key)) return 'stockNotEnoughOf';
        this.move(op.key, -op.qty, 0);
        return undefined;
      case 'reserve': {
        const hold = this.holds.get(op.line);
        if (op.qty > available(op.key)) return 'stockNotEnoughOf';
        if (hold && hold.key !== op.key) return 'stockReservationElsewhere';
        this.holds.set(op.line, { key: op.key, open: (hold?.open ?? 0) + op.qty });
        this.move(op.key, 0, op.qty);
        return undefined;
      }
      case 'release': {
        const hold = this.holds.get(op.line);
        if (!hold) return 'stockReservationMissing';
        this.move(hold.key, 0, -hold.open);
        hold.open = 0;
        return undefined;
      }
      case 'shipReserved': {
        const hold = this.holds.get(op.line);
        if (!hold) return 'stockReservationMissing';
        const consumed = Math.min(hold.open, op.qty);
        if (op.qty > available(hold.key) + consumed) return 'stockNotEnoughOf';
        hold.open -= consumed;
        this.move(hold.key, -op.qty, -consumed);
        return undefined;
      }
    }
  }

  private move(k: number, onHand: number, reserved: number) {
    this.onHand[k] = (this.onHand[k] ?? 0) + onHand;
    this.reserved[k] = (this.reserved[k] ?? 0) + reserved;
  }
}

describe('stock ledger against a model of its rules (property)', () => {
  let t: TestApp;
  let db: Database;
  let make: StockFixtures;
  const caller = staffCaller(ADMIN_TENANT);
  let nextId = 1;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    make = await stockFixtures(db, ADMIN_TENANT);
  });
  afterAll(() => t.close());

  const outcome = async (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (reason: unknown) => {
        if (reason instanceof AppError) return reason.messageKey;
        throw reason;
      },
    );

  it('accepts and refuses what the model does, and leaves balances equal to the model and to the entries', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        const warehouseId = await make.warehouse();
        const goods = [await make.goods(), await make.goods()];
        const order = { type: 'test-order', id: nextId++ };
        const model = new Model();
        for (const op of operations) {
          const expected = model.run(op);
          const found = await outcome(db.transaction().execute((trx) => perform(trx, op)));
          expect({ op, found }).toEqual({ op, found: expected });
        }
        for (const [index, goodsId] of goods.entries()) {
          const [row] = await stockBalancesOf(db, caller, { warehouseId, goodsId });
          expect([Number(row?.onHand ?? 0), Number(row?.reserved ?? 0)]).toEqual([
            model.onHand[index],
            model.reserved[index],
          ]);
        }
        expect(await checkStockInvariants(db, { tenantId: ADMIN_TENANT })).toEqual([]);

        function perform(trx: Parameters<typeof postStock>[0], op: Operation): Promise<unknown> {
          const stockLine = (k: number, signed: number) => ({
            warehouseId,
            goodsId: goods[k] ?? '',
            qty: signed,
            unit: PIECE,
            factor: 1,
          });
          const voucher = { type: 'test', id: nextId++ };
          const postingDate = '2026-05-01';
          switch (op.kind) {
            case 'receive':
              return postStock(trx, caller, {
                voucher,
                postingDate,
                lines: [{ ...stockLine(op.key, op.qty), unitCost: op.cost }],
              });
            case 'ship':
              return postStock(trx, caller, { voucher, postingDate, lines: [stockLine(op.key, -op.qty)] });
            case 'reserve':
              return reserveStock(trx, caller, order, [
                { sourceLine: op.line, warehouseId, goodsId: goods[op.key] ?? '', qty: op.qty },
              ]);
            case 'release':
              return releaseStock(trx, caller, order, [{ sourceLine: op.line }]);
            case 'shipReserved': {
              const hold = model.holds.get(op.line);
              const consumes = { sourceType: order.type, sourceId: order.id, sourceLine: op.line };
              return postStock(trx, caller, {
                voucher,
                postingDate,
                lines: [{ ...stockLine(hold?.key ?? 0, -op.qty), consumes }],
              });
            }
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
