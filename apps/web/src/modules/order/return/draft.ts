import type { ReturnableOrder } from './api';

/** One line of the return form: an original line, what may be returned, and what the buyer asks. */
export type DraftLine = {
  lineId: string;
  lineNo: number;
  goods: string;
  unit: string;
  returnable: string;
  netUnitPrice: string;
  batchNo: string | null;
  qty: string;
  unitPrice: string;
  selected: boolean;
};

/** The form's start (Odoo's return wizard): every line with something left, its remaining quantity and price. */
export function draftLinesOf(order: ReturnableOrder): DraftLine[] {
  return order.lines
    .filter((line) => Number(line.returnable) > 0)
    .map((line) => ({
      lineId: line.lineId,
      lineNo: line.lineNo,
      goods: `${line.sku} ${line.goodsName}`.trim(),
      unit: line.unit,
      returnable: line.returnable,
      netUnitPrice: line.netUnitPrice,
      batchNo: line.batchNo,
      qty: line.returnable,
      unitPrice: line.netUnitPrice,
      selected: true,
    }));
}

const positive = (value: string) => /^\d+(\.\d{1,3})?$/.test(value.trim()) && Number(value) > 0;

/** The selected lines with a quantity as the save call takes them; lines left at zero are not sent. */
export function draftBody(
  orderId: string,
  reason: string,
  lines: readonly DraftLine[],
  returnFromWarehouseId: string | null,
) {
  return {
    returnOfOrderId: orderId,
    returnReason: reason.trim(),
    returnFromWarehouseId,
    lines: lines
      .filter((line) => line.selected && positive(line.qty))
      .map((line) => ({
        returnOfLineId: line.lineId,
        qty: line.qty.trim(),
        unitPrice: line.unitPrice.trim(),
        ...(line.batchNo ? { batchNo: line.batchNo } : {}),
      })),
  };
}

/** A quantity or price the form refuses before asking the server: above what is returnable or the original. */
export function lineProblem(line: DraftLine): 'qty' | 'price' | null {
  if (!line.selected) return null;
  if (!positive(line.qty) || Number(line.qty) > Number(line.returnable)) return 'qty';
  if (!/^\d+(\.\d{1,2})?$/.test(line.unitPrice.trim()) || Number(line.unitPrice) > Number(line.netUnitPrice))
    return 'price';
  return null;
}
