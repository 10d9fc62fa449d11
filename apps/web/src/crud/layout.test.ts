import { describe, expect, it } from 'vitest';
import { arrangeColumns, canMove, keyColumnKeys, layoutOf, move } from './layout';
import type { CrudField } from './types';

const fields: CrudField<unknown>[] = [
  { key: 'account', label: 'Account', column: { width: 160 } },
  { key: 'name', label: 'Name', column: { key: true } },
  { key: 'phone', label: 'Phone', column: { hidden: true } },
  { key: 'password', label: 'Password', column: false },
];

describe('arrangeColumns', () => {
  it("puts the key columns first, then the page's own order and hidden columns when nothing is saved", () => {
    expect(arrangeColumns(fields, null)).toEqual([
      { key: 'name', label: 'Name', visible: true, width: undefined, locked: true },
      { key: 'account', label: 'Account', visible: true, width: undefined, locked: false },
      { key: 'phone', label: 'Phone', visible: false, width: undefined, locked: false },
    ]);
  });

  it('follows a saved layout, keeps columns added since and drops removed ones, never hides a key column', () => {
    const saved = {
      columns: [
        { key: 'phone', visible: true, width: 120 },
        { key: 'gone', visible: true },
        { key: 'account', visible: false },
        { key: 'name', visible: false },
      ],
    };
    expect(arrangeColumns(fields, saved).map(({ key, visible, width }) => [key, visible, width])).toEqual([
      ['name', true, undefined],
      ['phone', true, 120],
      ['account', false, undefined],
    ]);
  });

  it('round-trips through the saved form', () => {
    const columns = move(arrangeColumns(fields, null), 1, 1);
    expect(layoutOf(columns, 50)).toEqual({
      columns: [
        { key: 'name', visible: true },
        { key: 'phone', visible: false },
        { key: 'account', visible: true },
      ],
      pageSize: 50,
    });
    expect(arrangeColumns(fields, layoutOf(columns))).toEqual(columns);
  });

  it('moves a column only among its own kind: the others stay below the key columns', () => {
    const columns = arrangeColumns(fields, null);
    expect(canMove(columns, 1, -1)).toBe(false);
    expect(move(columns, 1, -1)).toBe(columns);
    expect(move(columns, 0, 1)).toBe(columns);
    expect(canMove(columns, 2, 1)).toBe(false);
    expect(canMove(columns, 2, -1)).toBe(true);
  });
});

describe('keyColumnKeys', () => {
  it('takes the marked columns, else the first listed one', () => {
    expect([...keyColumnKeys(fields)]).toEqual(['name']);
    expect([...keyColumnKeys(fields.map((field) => ({ ...field, column: field.column && {} })))]).toEqual(['account']);
  });
});
