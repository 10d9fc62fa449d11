import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { AppError, badRequest } from '../http/errors';
import { IMPORT_MAX_ROWS, readImportSheet } from './read-sheet';
import type { SheetColumn } from './sheet-columns';
import { RowErrors } from './sheet-errors';
import { templateOf } from './sheet-template';

const COLUMNS: SheetColumn<'account' | 'phone' | 'birthday'>[] = [
  {
    key: 'account',
    title: { zh: '账户', en: 'Account', fr: 'Compte', ru: 'Учётная запись', es: 'Cuenta', sw: 'Akaunti' },
    required: true,
  },
  { key: 'phone', title: { zh: '手机', en: 'Phone', fr: 'Téléphone', ru: 'Телефон', es: 'Teléfono', sw: 'Simu' } },
  {
    key: 'birthday',
    title: {
      zh: '生日',
      en: 'Birthday',
      fr: 'Anniversaire',
      ru: 'День рождения',
      es: 'Cumpleaños',
      sw: 'Siku ya kuzaliwa',
    },
    aliases: ['Date of birth'],
  },
];

const xlsx = (rows: (string | number | Date | null)[][]) =>
  writeXlsxFile(
    rows.map((row) => row.map((value) => (value instanceof Date ? { value, format: 'yyyy-mm-dd' } : value))),
  ).toBuffer();

const upload = async (rows: (string | number | Date | null)[][]) => ({ name: 'x.xlsx', content: await xlsx(rows) });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? [error.messageKey, error.params] : error),
  );

describe('import sheets', () => {
  it('write a template with the headers in the reader language', async () => {
    const [sheet] = await readXlsxFile(await templateOf(COLUMNS, 'fr'));
    expect(sheet?.data).toEqual([['Compte', 'Téléphone', 'Anniversaire']]);
  });

  it('read rows by header in any language or alias, in any column order, skipping empty rows', async () => {
    const rows = await readImportSheet(
      await upload([
        [null, null],
        ['Date of birth', 'Simu', 'Ignored', '账户'],
        [new Date('1990-05-17T00:00:00Z'), 255700000001, 'x', ' anna '],
        [null, null, null, null],
        [null, '+255 700', null, 'ben'],
      ]),
      COLUMNS,
      'en',
    );
    expect(rows).toEqual([
      { row: 3, cells: { account: 'anna', phone: '255700000001', birthday: '1990-05-17' } },
      { row: 5, cells: { account: 'ben', phone: '+255 700', birthday: '' } },
    ]);
  });

  // Excel escapes a control character as _xHHHH_ and the reader decodes it: the one way one gets in.
  it('refuse a file that is not .xlsx, a missing required column, an empty sheet, too many rows and control characters', async () => {
    expect(await refusal(readImportSheet({ name: 'x.xls', content: Buffer.from('not a zip') }, COLUMNS, 'en'))).toEqual(
      ['importNotXlsx', {}],
    );
    expect(await refusal(readImportSheet(await upload([['Phone'], ['1']]), COLUMNS, 'sw'))).toEqual([
      'importColumnMissing',
      { column: 'Akaunti' },
    ]);
    expect(await refusal(readImportSheet(await upload([['Account']]), COLUMNS, 'en'))).toEqual(['importEmpty', {}]);
    const many = [['Account'], ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => [`a${i}`])];
    expect(await refusal(readImportSheet(await upload(many), COLUMNS, 'en'))).toEqual([
      'importTooManyRows',
      { max: IMPORT_MAX_ROWS },
    ]);
    expect(await refusal(readImportSheet(await upload([['Account'], ['a_x0007_b']]), COLUMNS, 'en'))).toEqual([
      'importUnsafeCell',
      {},
    ]);
  });

  it('name every refused row in one translated message, in row order, counting those beyond twenty', async () => {
    const errors = new RowErrors('en');
    errors.check(7, () => {
      throw badRequest('accountExists');
    });
    expect(errors.check(3, () => 'fine')).toBe('fine');
    errors.add(4, badRequest('importCellRequired', { column: 'Account' }));
    const thrown = (() => {
      try {
        errors.throwIfAny();
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(thrown?.params.count).toBe(2);
    expect(String(thrown?.params.details)).toMatch(/^row 4: "Account" must not be empty\nrow 7: /);
    for (let row = 10; row < 40; row++) errors.add(row, badRequest('importEmpty'));
    expect(() => errors.throwIfAny()).toThrow(AppError);
    try {
      errors.throwIfAny();
    } catch (error) {
      expect(String((error as AppError).params.details)).toMatch(/\nand 12 more$/);
    }
  });

  it('let a failure that is not a refused row end the import', async () => {
    const errors = new RowErrors('en');
    await expect(errors.checkAsync(2, () => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
    expect(errors.any).toBe(false);
  });
});
