import { describe, expect, it } from 'vitest';
import { allChecked, type PickLine, scan, tick } from './pick-check';

const juice: PickLine = { id: '1', lineNo: 1, sku: 'SKU-1', barcode: '6900000000011', qty: '2.000' };
const tea: PickLine = { id: '2', lineNo: 2, sku: 'SKU-2', barcode: null, qty: '0.500' };
const juiceBatchB: PickLine = { id: '3', lineNo: 3, sku: 'SKU-1', barcode: '6900000000011', qty: '1.000' };

describe('pick check', () => {
  it('adds one per scan of a barcode or a SKU (any case), or the typed quantity', () => {
    let checked = scan([juice, tea], {}, ' 6900000000011 ').checked;
    expect(checked).toEqual({ '1': 1000 });
    const bySku = scan([juice, tea], checked, 'sku-1');
    expect(bySku.result).toMatchObject({ kind: 'added', line: juice, checked: 2000 });
    checked = scan([juice, tea], bySku.checked, 'SKU-2', '0.5').checked;
    expect(checked).toEqual({ '1': 2000, '2': 500 });
  });

  it('refuses an over-scan and an unknown code, changing nothing', () => {
    const full = { '1': 2000 };
    const over = scan([juice, tea], full, '6900000000011');
    expect(over).toEqual({ checked: full, result: { kind: 'over', line: juice, checked: 2000 } });
    expect(scan([juice], {}, 'SKU-1', 3).result.kind).toBe('over');
    expect(scan([juice, tea], full, '123')).toEqual({ checked: full, result: { kind: 'unknown', code: '123' } });
  });

  it('fills the next line of the same goods once the first is complete', () => {
    const next = scan([juice, juiceBatchB], { '1': 2000 }, '6900000000011');
    expect(next.result).toMatchObject({ kind: 'added', line: juiceBatchB });
  });

  it('is complete only when every line is checked to its quantity; ticking by hand sets or clears a line', () => {
    expect(allChecked([juice, tea], {})).toBe(false);
    const ticked = tick({ '2': 500 }, juice, true);
    expect(allChecked([juice, tea], ticked)).toBe(true);
    expect(allChecked([juice, tea], tick(ticked, tea, false))).toBe(false);
    expect(allChecked([], {})).toBe(false);
  });
});
