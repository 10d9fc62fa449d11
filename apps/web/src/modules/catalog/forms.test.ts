import { describe, expect, it } from 'vitest';
import type { Category, PriceListDetail } from './api';
import { categoryOptions, formatUnits, formValues, itemInput, parseUnits, priceListBody } from './forms';

const node = (id: string, level: number, children: Category[] = []): Category => ({
  id,
  version: 1,
  parentId: null,
  level,
  path: `/${id}/`,
  code: `C${id}`,
  name: `Level ${id}`,
  sort: 1,
  createTime: '2026-01-05 10:00:00',
  children,
});

describe('catalog forms', () => {
  it('reads extra units typed as unit=factor and writes them back the same way', () => {
    expect(parseUnits('ctn=24, PAL = 960.5')).toEqual([
      { unit: 'CTN', factor: '24' },
      { unit: 'PAL', factor: '960.5' },
    ]);
    expect(parseUnits('')).toEqual([]);
    expect(parseUnits(undefined)).toEqual([]);
    expect(parseUnits('CTN')).toBeNull();
    expect(parseUnits('CTN=-2')).toBeNull();
    expect(parseUnits('CTN=1.1234567')).toBeNull();
    expect(
      formatUnits([
        { unit: 'CTN', factor: '24' },
        { unit: 'PAL', factor: '960' },
      ]),
    ).toBe('CTN=24, PAL=960');
  });

  it('offers product levels down to the level asked for (parents: levels 1 and 2 only)', () => {
    const tree = [node('1', 1, [node('2', 2, [node('3', 3)])])];
    expect(categoryOptions(tree)).toEqual([
      {
        value: '1',
        title: 'C1 Level 1',
        children: [{ value: '2', title: 'C2 Level 2', children: [{ value: '3', title: 'C3 Level 3' }] }],
      },
    ]);
    expect(categoryOptions(tree, 2)).toEqual([
      { value: '1', title: 'C1 Level 1', children: [{ value: '2', title: 'C2 Level 2' }] },
    ]);
  });

  it('sends a row with one of goods and category, and decimals as text', () => {
    expect(
      itemInput({
        goodsId: '5',
        categoryId: '9',
        unit: 'PCS',
        price: '1.50',
        minQty: '0.000',
        validFrom: '',
        validTo: null,
      }),
    ).toEqual({
      goodsId: '5',
      categoryId: null,
      unit: 'PCS',
      price: '1.50',
      minQty: '0.000',
      validFrom: null,
      validTo: null,
    });
    expect(
      itemInput({
        goodsId: null,
        categoryId: '9',
        unit: 'PCS',
        price: '2',
        minQty: '10',
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
      }),
    ).toMatchObject({ goodsId: null, categoryId: '9', validFrom: '2026-01-01', validTo: '2026-12-31' });
  });

  it('builds the submit body of a list from its latest header and version', () => {
    const list: PriceListDetail = {
      id: '7',
      version: 3,
      ownerPartyId: '1',
      ownerCode: 'HQ',
      ownerName: 'Trading company',
      code: 'PL-STD',
      name: 'Standard',
      currency: 'CNY',
      validFrom: '2026-01-01',
      validTo: null,
      isDefault: true,
      state: 'ACTIVE',
      remark: null,
      itemCount: 1,
      createTime: '2026-01-05 10:00:00',
      items: [],
    };
    const body = priceListBody(list, [
      { goodsId: '5', categoryId: null, unit: 'CTN', price: '30.00', minQty: '2', validFrom: null, validTo: null },
    ]);
    expect(body).toMatchObject({ id: '7', version: 3, code: 'PL-STD', isDefault: true, validFrom: '2026-01-01' });
    expect(body.items).toEqual([
      { goodsId: '5', categoryId: null, unit: 'CTN', price: '30.00', minQty: '2', validFrom: null, validTo: null },
    ]);
  });

  it("turns the server's nulls into empty form values, so optional text passes the form's rules", () => {
    expect(formValues({ id: '1', remark: null, brand: 'Sunny', rank: 0 })).toEqual({
      id: '1',
      remark: undefined,
      brand: 'Sunny',
      rank: 0,
    });
  });
});
