import { describe, expect, it } from 'vitest';
import { type CheckLine, lineOfCode } from './check-api';

const line = (id: string, sku: string, barcode: string | null): CheckLine => ({
  id,
  lineNo: Number(id),
  goodsId: id,
  sku,
  goodsName: sku,
  barcode,
  unit: 'PCS',
  batchNo: '',
  bookQty: null,
  countedQty: null,
  diffQty: null,
  unitCost: null,
  movedSinceSnapshot: false,
  reason: null,
});

describe('lineOfCode: what a scan names', () => {
  const lines = [line('1', 'SKU-0001', '6900000000014'), line('2', 'SKU-0002', null)];
  it('finds a line by its barcode or its SKU, any case, trimmed', () => {
    expect(lineOfCode(lines, ' 6900000000014 ')?.id).toBe('1');
    expect(lineOfCode(lines, 'sku-0002')?.id).toBe('2');
  });
  it('finds nothing for an unknown or empty code', () => {
    expect(lineOfCode(lines, '123')).toBeUndefined();
    expect(lineOfCode(lines, '  ')).toBeUndefined();
  });
});
