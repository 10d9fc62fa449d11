/** A line of the outbound being checked, as its detail carries it. */
export type PickLine = { id: string; lineNo: number; sku: string; barcode: string | null; qty: string };

/** The quantity checked per line id, in thousandths of the line's unit (quantities have 3 decimals). */
export type Checked = Readonly<Record<string, number>>;

export type ScanResult =
  | { kind: 'added'; line: PickLine; checked: number }
  | { kind: 'unknown'; code: string }
  | { kind: 'over'; line: PickLine; checked: number };

/** `'2.500'` -> 2500: counting in whole thousandths keeps 0.1 + 0.2 exact. */
export const thousandths = (qty: string | number): number => Math.round(Number(qty) * 1000);
export const fromThousandths = (value: number): string => String(value / 1000);

const matches = (line: PickLine, code: string) =>
  line.barcode === code || line.sku.toLowerCase() === code.toLowerCase();

/**
 * One scan: the code (a barcode or a SKU) adds `qty` to the first matching line that still has room.
 * A code no line has, or one whose lines would go past their quantity, changes nothing.
 */
export function scan(
  lines: readonly PickLine[],
  checked: Checked,
  rawCode: string,
  qty: string | number = 1,
): { checked: Checked; result: ScanResult } {
  const code = rawCode.trim();
  const step = thousandths(qty);
  const candidates = lines.filter((line) => matches(line, code));
  const first = candidates[0];
  if (!first || step <= 0) return { checked, result: { kind: 'unknown', code } };
  const open = candidates.find((line) => (checked[line.id] ?? 0) + step <= thousandths(line.qty));
  if (!open) return { checked, result: { kind: 'over', line: first, checked: checked[first.id] ?? 0 } };
  const next = (checked[open.id] ?? 0) + step;
  return { checked: { ...checked, [open.id]: next }, result: { kind: 'added', line: open, checked: next } };
}

/** Ticks a line by hand (all of its quantity checked) or unticks it (back to none). */
export const tick = (checked: Checked, line: PickLine, done: boolean): Checked => ({
  ...checked,
  [line.id]: done ? thousandths(line.qty) : 0,
});

export const isLineChecked = (checked: Checked, line: PickLine) => (checked[line.id] ?? 0) === thousandths(line.qty);

/** Ship only when every line's checked quantity equals its quantity. */
export const allChecked = (lines: readonly PickLine[], checked: Checked) =>
  lines.length > 0 && lines.every((line) => isLineChecked(checked, line));
