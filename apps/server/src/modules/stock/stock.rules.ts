/**
 * The posting rules of the stock ledger as pure functions over whole units (bigint): quantities in
 * thousandths (3 dp), values in cents (2 dp), unit costs in millionths (6 dp). The service reads the
 * locked balances, asks these rules, and writes what they answer.
 */

/** A balance row as locked: on hand, reserved for documents, and its stock value. */
export type BalanceFigures = { onHand: bigint; reserved: bigint; value: bigint };

/** One line of a posting, in posting order. */
export type StockMove = {
  key: string;
  /** Signed, in thousandths of the base unit. */
  qty: bigint;
  /** A receipt's cost per base unit in millionths; a receipt without one comes in at the moving average. */
  unitCost?: bigint;
  /** How much of a reservation this line (a move out) consumes, in thousandths. */
  consumes: bigint;
  /** The warehouse allows negative stock: the line may take on hand below zero and below reserved. */
  allowNegative: boolean;
};

/** What a line writes: its value change (cents) and the unit cost it took (millionths). */
export type ValuedMove = { valueChange: bigint; unitCost: bigint };

/** The first line that asks for more than is available: its index, what was available and what it needed. */
export type Shortage = { line: number; available: bigint; needed: bigint };

const QTY_UNITS = 1_000n;
const VALUE_UNITS = 100n;
const COST_UNITS = 1_000_000n;

/** `numerator / denominator` rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new Error('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** The moving-average cost of one base unit (millionths); zero when nothing (or less) is on hand. */
export function averageCost({ onHand, value }: BalanceFigures): bigint {
  if (onHand <= 0n) return 0n;
  return divideRounded(value * COST_UNITS * QTY_UNITS, onHand * VALUE_UNITS);
}

/**
 * The first line that would take more than is available: a move out must leave on hand at or above
 * what stays reserved after its own consumption. A warehouse that allows negative stock is not checked.
 * Lines move the balances in order, so two lines of one key share its stock.
 */
export function findShortage(balances: ReadonlyMap<string, BalanceFigures>, moves: readonly StockMove[]) {
  const running = copy(balances);
  for (const [index, move] of moves.entries()) {
    const balance = running.get(move.key) ?? zero();
    const reservedAfter = balance.reserved - move.consumes;
    if (move.qty < 0n && !move.allowNegative && balance.onHand + move.qty < reservedAfter) {
      return { line: index, available: balance.onHand - reservedAfter, needed: -move.qty } satisfies Shortage;
    }
    running.set(move.key, { ...balance, onHand: balance.onHand + move.qty, reserved: reservedAfter });
  }
  return undefined;
}

/**
 * Values each line at the moving average (ERPNext's "Moving Average"): a receipt at its own cost (or the
 * average when it has none), a move out at the average before it, and the last unit out takes the
 * whole remaining value, so that no rounding residue is left behind an empty balance.
 */
export function valueMoves(balances: ReadonlyMap<string, BalanceFigures>, moves: readonly StockMove[]): ValuedMove[] {
  const running = copy(balances);
  return moves.map((move) => {
    const balance = running.get(move.key) ?? zero();
    const valued = valueOne(balance, move);
    running.set(move.key, {
      onHand: balance.onHand + move.qty,
      reserved: balance.reserved - move.consumes,
      value: balance.value + valued.valueChange,
    });
    return valued;
  });
}

function valueOne(balance: BalanceFigures, move: StockMove): ValuedMove {
  const average = averageCost(balance);
  if (move.qty > 0n) {
    const unitCost = move.unitCost ?? average;
    return { valueChange: divideRounded(move.qty * unitCost * VALUE_UNITS, QTY_UNITS * COST_UNITS), unitCost };
  }
  if (balance.onHand <= 0n) return { valueChange: 0n, unitCost: 0n };
  if (-move.qty >= balance.onHand) return { valueChange: -balance.value, unitCost: average };
  return { valueChange: -divideRounded(balance.value * -move.qty, balance.onHand), unitCost: average };
}

const zero = (): BalanceFigures => ({ onHand: 0n, reserved: 0n, value: 0n });
const copy = (balances: ReadonlyMap<string, BalanceFigures>) =>
  new Map([...balances].map(([key, figures]) => [key, { ...figures }]));
