import { describe, expect, it } from 'vitest';
import { type GoodsSetting, goodsSettingBody, REORDER_LEVEL } from './setting-api';

const goods: GoodsSetting = {
  id: '42',
  sku: 'SKU-1',
  goodsName: 'Tea',
  baseUnit: 'PCS',
  batchTracked: false,
  shelfLifeDays: null,
  reorderLevel: null,
  moved: false,
  version: 3,
};

describe('the goods setting form', () => {
  it('sends the goods, its version, and null for what was left empty', () => {
    expect(goodsSettingBody({ batchTracked: true, shelfLifeDays: 180, reorderLevel: ' 12.5 ' }, goods)).toEqual({
      goodsId: '42',
      batchTracked: true,
      shelfLifeDays: 180,
      reorderLevel: '12.5',
      version: 3,
    });
    expect(goodsSettingBody({ batchTracked: undefined, shelfLifeDays: null, reorderLevel: '' }, goods)).toEqual({
      goodsId: '42',
      batchTracked: false,
      shelfLifeDays: null,
      reorderLevel: null,
      version: 3,
    });
  });

  it('takes a reorder level of 0 or more with up to 3 decimals, as the server does', () => {
    for (const good of ['0', '12', '12.5', '12.125']) expect(REORDER_LEVEL.test(good)).toBe(true);
    for (const bad of ['-1', '1.2345', 'abc', '1e3', '']) expect(REORDER_LEVEL.test(bad)).toBe(false);
  });
});
