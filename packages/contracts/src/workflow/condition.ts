import Decimal from 'decimal.js';

/**
 * A transition's condition (frappe's Workflow Transition `condition`, without code): comparisons of a
 * document field with a number or a quoted text, joined by `and` — `totalAmount >= 10000 and
 * channel = 'PRIMARY'`. Empty: always.
 */
export type Comparison = { field: string; op: ComparisonOp; value: string; numeric: boolean };
export const COMPARISON_OPS = ['>=', '<=', '!=', '=', '>', '<'] as const;
export type ComparisonOp = (typeof COMPARISON_OPS)[number];

const COMPARISON = /^([A-Za-z][A-Za-z0-9]*)\s*(>=|<=|!=|=|>|<)\s*(-?\d+(?:\.\d+)?|'[^']*')$/;

/** The comparisons of a condition, or null when it does not parse. */
export function parseCondition(condition: string): Comparison[] | null {
  const parts = condition.trim().split(/\s+and\s+/i);
  const comparisons: Comparison[] = [];
  for (const part of parts) {
    const match = COMPARISON.exec(part.trim());
    if (!match) return null;
    const [, field = '', op = '=', literal = ''] = match;
    const numeric = !literal.startsWith("'");
    comparisons.push({ field, op: op as ComparisonOp, value: numeric ? literal : literal.slice(1, -1), numeric });
  }
  return comparisons;
}

/** Whether the document's fields meet the condition; a field the document lacks never matches. */
export function conditionHolds(condition: string | null, fields: Record<string, unknown>): boolean {
  if (!condition?.trim()) return true;
  const comparisons = parseCondition(condition);
  if (!comparisons) return false;
  return comparisons.every((comparison) => compares(comparison, fields[comparison.field]));
}

function compares({ op, value, numeric }: Comparison, actual: unknown): boolean {
  if (actual === null || actual === undefined) return false;
  let order: number;
  if (numeric) {
    let left: Decimal;
    try {
      left = new Decimal(String(actual));
    } catch {
      return false;
    }
    order = left.comparedTo(value);
  } else {
    const text = String(actual);
    order = text === value ? 0 : text < value ? -1 : 1;
  }
  switch (op) {
    case '=':
      return order === 0;
    case '!=':
      return order !== 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
  }
}
