import { describe, expect, it } from 'vitest';
import { ALL_SHOPS, NO_SHOP, resolveStore, type Shop, storeChoices, storeProblem, useStoreMemory } from './stores';

const shop = (id: string, warehouses: string[] = ['w1']): Shop => ({
  id,
  shopCode: `S${id}`,
  shopName: `Shop ${id}`,
  status: 1,
  isDeleted: 0,
  bindWarehouseIds: warehouses,
});
const names = { all: 'All stores', noShop: 'NO STORE HISTORY ORDERS' };

describe('store choices', () => {
  it('offers ALL only to primary accounts, then the stores, then NoShop', () => {
    expect(storeChoices([shop('1')], true, names).map((c) => c.id)).toEqual([ALL_SHOPS, '1', NO_SHOP]);
    expect(storeChoices([shop('1')], false, names).map((c) => c.id)).toEqual(['1', NO_SHOP]);
  });

  it('keeps the saved store, and falls back to the first when it is gone', () => {
    const choices = storeChoices([shop('1'), shop('2')], false, names);
    expect(resolveStore(choices, '2')?.id).toBe('2');
    expect(resolveStore(choices, '9')?.id).toBe('1');
    expect(resolveStore(choices, undefined)?.id).toBe('1');
  });

  it('lets store-dependent actions run only on a real store with a warehouse', () => {
    const choices = storeChoices([shop('1'), shop('2', [])], true, names);
    expect(storeProblem(choices[0])).toBe('shop_select');
    expect(storeProblem(choices[3])).toBe('shop_select');
    expect(storeProblem(choices[1])).toBeNull();
    expect(storeProblem(choices[2])).toBe('noWarehouse');
  });
});

describe('store memory', () => {
  it('remembers at most 10 guided accounts, the latest last', () => {
    for (let i = 0; i < 12; i++) useStoreMemory.getState().markGuided(`user${i}`);
    const guided = useStoreMemory.getState().guided;
    expect(guided).toHaveLength(10);
    expect(guided[0]).toBe('user2');
    expect(guided[9]).toBe('user11');
  });
});
