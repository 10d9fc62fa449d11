import { describe, expect, it } from 'vitest';
import { arrangeColumns, layoutOf, move } from './layout';
import type { CrudField } from './types';

const fields: CrudField<unknown>[] = [
  { key: 'account', label: 'Account', column: { width: 160 } },
  { key: 'name', label: 'Name' },
  { key: 'phone', label: 'Phone', column: { hidden: true } },
  { key: 'password', label: 'Password', column: false },
];

describe('arrangeColumns', () => {
  it("uses the page's own order, widths and hidden columns when nothing is saved", () => {
    expect(arrangeColumns(fields, null)).toEqual([
      { key: 'account', label: 'Account', visible: true, width: 160 },
      { key: 'name', label: 'Name', visible: true, width: undefined },
      { key: 'phone', label: 'Phone', visible: false, width: undefined },
    ]);
  });

  it('follows a saved layout, keeps columns added since at the end and drops removed ones', () => {
    const saved = {
      columns: [
        { key: 'phone', visible: true, width: 120 },
        { key: 'gone', visible: true },
        { key: 'account', visible: false },
      ],
    };
    expect(arrangeColumns(fields, saved).map(({ key, visible, width }) => [key, visible, width])).toEqual([
      ['phone', true, 120],
      ['account', false, 160],
      ['name', true, undefined],
    ]);
  });

  it('round-trips through the saved form', () => {
    const columns = move(arrangeColumns(fields, null), 0, 1);
    expect(layoutOf(columns, 50)).toEqual({
      columns: [
        { key: 'name', visible: true },
        { key: 'account', visible: true, width: 160 },
        { key: 'phone', visible: false },
      ],
      pageSize: 50,
    });
    expect(arrangeColumns(fields, layoutOf(columns))).toEqual(columns);
    expect(move(columns, 0, -1)).toBe(columns);
  });
});
