import { describe, expect, it } from 'vitest';
import type { CrudField } from './types';
import { contentWidth, textWidth } from './widths';

const yesNo: [string, string] = ['Yes', 'No'];

describe('contentWidth', () => {
  it('fits the widest of the label and the cells, within the bounds of the kind', () => {
    const code: CrudField<{ code: string }> = { key: 'code', label: 'Code' };
    const short = contentWidth(code, [{ code: 'A1' }], yesNo);
    const long = contentWidth(code, [{ code: 'A1' }, { code: 'WAREHOUSE-NORTH-0001' }], yesNo);
    expect(short).toBeLessThan(long);
    expect(long).toBeGreaterThanOrEqual(textWidth('WAREHOUSE-NORTH-0001'));
    expect(contentWidth(code, [{ code: 'x'.repeat(400) }], yesNo)).toBe(240);
    expect(contentWidth({ ...code, kind: 'switch' }, [{ code: 'x' }], yesNo)).toBeLessThanOrEqual(96);
  });

  it("never exceeds the page's own width, and reads option labels rather than codes", () => {
    const state: CrudField<{ state: string }> = {
      key: 'state',
      label: 'State',
      options: [{ value: 'A', label: 'Approved and active' }],
      column: { width: 120 },
    };
    expect(contentWidth(state, [{ state: 'A' }], yesNo)).toBe(120);
    expect(contentWidth({ ...state, column: {} }, [{ state: 'A' }], yesNo)).toBeGreaterThan(
      textWidth('Approved and active'),
    );
  });

  it('counts wide (CJK) characters twice', () => {
    expect(textWidth('客户编码')).toBe(56);
    expect(textWidth('abcd')).toBeLessThan(32);
  });
});
