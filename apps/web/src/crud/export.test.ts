import readExcelFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { sheetOf } from './export';
import type { CrudField, CrudRow } from './types';

type Dept = CrudRow & { name: string; kind: number; active: boolean; children?: Dept[] };
const fields: CrudField<Dept>[] = [
  { key: 'name', label: 'Name' },
  { key: 'kind', label: 'Kind', options: [{ value: 1, label: 'Company' }] },
  { key: 'active', label: 'Active', kind: 'switch' },
];

describe('export', () => {
  it('writes labels, option names and yes/no, a tree flattened in order', () => {
    const rows: Dept[] = [
      { id: '1', name: 'Head', kind: 1, active: true, children: [{ id: '2', name: 'Sales', kind: 2, active: false }] },
    ];
    expect(sheetOf(fields, rows, ['Yes', 'No'])).toEqual([
      ['Name', 'Kind', 'Active'],
      ['Head', 'Company', 'Yes'],
      ['Sales', '2', 'No'],
    ]);
  });

  it('makes a real .xlsx that a spreadsheet reader opens with the same cells', async () => {
    const sheet = sheetOf(fields, [{ id: '1', name: 'Ünïcode 名', kind: 1, active: true }], ['Yes', 'No']);
    const blob = await writeExcelFile(sheet).toBlob();
    const read = await readExcelFile(blob);
    const rows = Array.isArray(read[0]) ? read : (read as unknown as { data: unknown[][] }[])[0]!.data;
    expect(rows).toEqual([
      ['Name', 'Kind', 'Active'],
      ['Ünïcode 名', 'Company', 'Yes'],
    ]);
  });
});
