import { describe, expect, it } from 'vitest';
import type { ReturnableOrder } from './api';
import { draftBody, draftLinesOf, lineProblem } from './draft';

const order: ReturnableOrder = {
  orderId: '10',
  docNo: 'SO-1',
  buyerPartyId: '5',
  buyerName: 'Dist',
  sellerPartyId: '1',
  lines: [
    {
      lineId: '100',
      lineNo: 1,
      goodsId: '7',
      sku: 'G1',
      goodsName: 'Water',
      unit: 'PCS',
      qty: '10.000',
      qtyDelivered: '10.000',
      qtyReceived: '8.000',
      qtyReturned: '0.000',
      returnable: '8.000',
      netUnitPrice: '10.00',
      batchNo: 'B1',
    },
    {
      lineId: '101',
      lineNo: 2,
      goodsId: '8',
      sku: 'G2',
      goodsName: 'Juice',
      unit: 'PCS',
      qty: '2.000',
      qtyDelivered: '2.000',
      qtyReceived: '2.000',
      qtyReturned: '2.000',
      returnable: '0.000',
      netUnitPrice: '3.00',
      batchNo: null,
    },
  ],
};

describe('return draft', () => {
  it('starts from the lines with something left, pre-filled with the remaining quantity and price', () => {
    const lines = draftLinesOf(order);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ lineId: '100', qty: '8.000', unitPrice: '10.00', selected: true });
  });

  it('sends the selected lines with a quantity, keeping the batch', () => {
    const [line] = draftLinesOf(order);
    if (!line) throw new Error('no line');
    expect(draftBody('10', ' broken ', [{ ...line, qty: '3' }], null)).toEqual({
      returnOfOrderId: '10',
      returnReason: 'broken',
      returnFromWarehouseId: null,
      lines: [{ returnOfLineId: '100', qty: '3', unitPrice: '10.00', batchNo: 'B1' }],
    });
    expect(draftBody('10', 'x', [{ ...line, selected: false }], null).lines).toEqual([]);
  });

  it('flags a quantity above the returnable and a price above the original', () => {
    const [line] = draftLinesOf(order);
    if (!line) throw new Error('no line');
    expect(lineProblem({ ...line, qty: '9' })).toBe('qty');
    expect(lineProblem({ ...line, unitPrice: '10.01' })).toBe('price');
    expect(lineProblem(line)).toBeNull();
  });
});
