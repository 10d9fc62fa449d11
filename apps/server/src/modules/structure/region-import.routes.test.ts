import type { ImportResult } from '@smdp/contracts';
import type { LazyTreeNode } from '@smdp/contracts/structure';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, type SheetValue, xlsxOf } from '../../testing/sheets';
import {
  bearer,
  createTestApp,
  type DemoTokens,
  dataOf,
  signInDemoAccounts,
  type TestApp,
} from '../../testing/test-app';

const BASE = '/api/blade-system/region';

describe('region import (blade-system/region/import-region, export-template)', () => {
  let t: TestApp;
  let tokens: DemoTokens;
  beforeAll(async () => {
    t = await createTestApp();
    tokens = await signInDemoAccounts(t.app);
  });
  afterAll(() => t.close());

  const importSheet = async (token: string, rows: SheetValue[][], query = '', lang = 'en') => {
    const { body, type } = multipartFile(await xlsxOf(rows), 'regions.xlsx');
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/import-region${query}`,
      headers: { ...bearer(token), 'lang-type': lang, 'content-type': type },
      payload: body,
    });
  };
  const regions = () => t.database.db.selectFrom('bladeRegion').selectAll().orderBy('id').execute();
  const region = async (code: string, tenantId = '000000') =>
    t.database.db
      .selectFrom('bladeRegion')
      .selectAll()
      .where('code', '=', code)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();

  it('serves the empty sheet without a token, in the Lang-Type language', async () => {
    const response = await t.app.inject({ url: `${BASE}/export-template`, headers: { 'lang-type': 'es' } });
    expect(response.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(response.rawPayload);
    expect(sheet?.data).toEqual([
      ['Código de la región', 'Código de la región superior', 'Nombre de la región', 'Orden', 'Observación'],
    ]);
  });

  it('imports a BladeX sheet with children before their parents, levels following the parents', async () => {
    const result = dataOf<ImportResult>(
      await importSheet(tokens.admin, [
        ['区划编号', '父区划编号', '祖区划编号', '区划名称', '层级', '排序', '备注'],
        ['TZ-02-01', 'TZ-02', '00,TZ,TZ-02', 'Ilala', 5, 1, 'CBD'],
        ['TZ-02', 'TZ', '00,TZ', 'Dar es Salaam', 2, 2, null],
        ['TZ', '00', '00', 'Tanzania', 1, 3, null],
        ['KE-048', 'KE', '00,KE', 'Nakuru', 2, null, null],
      ]),
    );
    expect(result).toEqual({ created: 4, updated: 0 });
    expect(await region('TZ')).toMatchObject({ regionLevel: 1, parentId: '0', sort: 3 });
    expect(await region('TZ-02-01')).toMatchObject({ name: 'Ilala', regionLevel: 3, remark: 'CBD', sort: 1 });
    expect(await region('KE-048')).toMatchObject({ regionLevel: 2, parentId: (await region('KE'))?.id });
    const below = dataOf<LazyTreeNode[]>(
      await t.app.inject({ url: `${BASE}/lazy-tree?parentCode=TZ-02`, headers: bearer(tokens.admin) }),
    );
    expect(below.map((node) => [node.id, node.title])).toEqual([['TZ-02-01', 'Ilala']]);
  });

  it('refuses a sheet with any bad row, naming each row in the reader language, and keeps all of it out', async () => {
    const before = await regions();
    const response = await importSheet(
      tokens.admin,
      [
        ['Region code', 'Parent region code', 'Region name', 'Sort order'],
        ['UG', null, 'Uganda', 1],
        ['CN', null, 'China again', null],
        ['XX-1', 'NOWHERE', 'Lost', null],
        ['LOOP-A', 'LOOP-B', 'A', null],
        ['LOOP-B', 'LOOP-A', 'B', null],
        ['KE-047-WES-1', 'KE-047-WES', 'Too deep', null],
        ['UG', null, 'Uganda twice', null],
        ['UG-1', 'UG', 'Kampala', 'first'],
        ['bad code!', null, 'Bad', null],
        ['NONAME', null, null, null],
      ],
      '',
      'es',
    );
    expect(response.statusCode).toBe(400);
    const { msg } = response.json();
    expect(msg).toMatch(/^No se importó nada. Filas que corregir \(9\):\nfila 3: El código de región CN ya existe\n/);
    expect(msg).toContain('fila 4: La región superior no es válida');
    expect(msg).toContain('fila 5: La región superior no es válida');
    expect(msg).toContain('fila 6: La región superior no es válida');
    expect(msg).toContain('fila 7: Las regiones tienen como máximo cuatro niveles');
    expect(msg).toContain('fila 8: «UG» aparece más de una vez');
    expect(msg).toContain('fila 9: El valor «first» de «Orden» no es válido');
    expect(msg).toContain('fila 10: El valor «bad code!» de «Código de la región» no es válido');
    expect(msg).toContain('fila 11: «Nombre de la región» no puede estar vacío');
    expect(await regions()).toEqual(before);

    // A row below a refused row is not named again: the refused row says why.
    const below = await importSheet(tokens.admin, [
      ['Region code', 'Parent region code', 'Region name'],
      ['UG', null, null],
      ['UG-1', 'UG', 'Kampala'],
    ]);
    expect(below.json().msg).toMatch(/^Nothing was imported. Rows to correct \(1\):\nrow 2: /);
    expect(await regions()).toEqual(before);
  });

  it('updates existing regions when covering, and never moves one to another parent', async () => {
    const tanzania = await region('TZ');
    const result = dataOf<ImportResult>(
      await importSheet(
        tokens.admin,
        [
          ['Region code', 'Parent region code', 'Region name', 'Sort order', 'Remark'],
          ['TZ', '', 'United Republic of Tanzania', 9, null],
          ['TZ-03', 'TZ', 'Arusha', null, null],
        ],
        '?isCovered=1',
      ),
    );
    expect(result).toEqual({ created: 1, updated: 1 });
    expect(await region('TZ')).toMatchObject({
      name: 'United Republic of Tanzania',
      sort: 9,
      remark: null,
      version: (tanzania?.version ?? 0) + 1,
    });
    const moved = await importSheet(
      tokens.admin,
      [
        ['Region code', 'Parent region code', 'Region name'],
        ['CN-44', 'KE', 'Guangdong'],
      ],
      '?isCovered=1',
    );
    expect(moved.json().msg).toContain('row 2: The region CN-44 exists under another parent');
  });

  it("keeps another tenant's administrator inside its own tenant, and lets only region_import holders import", async () => {
    const foreignParent = await importSheet(tokens.otherAdmin, [
      ['Region code', 'Parent region code', 'Region name'],
      ['KE-099', 'KE', 'Not yours'],
    ]);
    expect(foreignParent.json().msg).toContain('row 2: The parent region is not valid');
    const own = dataOf<ImportResult>(
      await importSheet(tokens.otherAdmin, [
        ['Region code', 'Region name'],
        ['TZ', 'Tanzania'],
      ]),
    );
    expect(own.created).toBe(1);
    expect((await region('TZ', '100001'))?.name).toBe('Tanzania');
    expect((await region('TZ'))?.name).toBe('United Republic of Tanzania');
    const before = await regions();
    for (const token of [tokens.staff01, tokens.dist01, tokens['dist01-sub']]) {
      expect(
        (
          await importSheet(token, [
            ['Region code', 'Region name'],
            ['NO', 'No'],
          ])
        ).statusCode,
      ).toBe(403);
    }
    expect(await regions()).toEqual(before);
  });
});
