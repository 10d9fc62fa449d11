import type { UserInfo } from '@smdp/contracts/auth';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Shop } from '../app/stores';
import { useStoreMemory } from '../app/stores';
import { useSession } from '../lib/session';
import { useRequireStore } from './current-store';
import { StoreSelector } from './StoreSelector';
import { HOME_TAB, useTabs } from './tabs';
import { answerCalls, renderWithRouter, setupShellTest } from './testing';

const shop = (id: string, name: string, warehouses = ['w1']): Shop => ({
  id,
  shopCode: `S00${id}`,
  shopName: name,
  status: 1,
  isDeleted: 0,
  bindWarehouseIds: warehouses,
});
const SHOPS = [shop('1', 'Flagship'), shop('2', 'East'), shop('3', 'Kiosk', [])];

function signInAs(primaryAccount: 'Y' | 'N') {
  const user = {
    account: 'dist01',
    role_name: 'customer',
    user_info: { primaryAccount, customerCode: 'C0001' },
  } as unknown as UserInfo;
  useSession.setState({ accessToken: 'token', tenantId: '000000', user });
}

function answerShops() {
  answerCalls({
    '/blade-system/companySystemSetting/detail': { id: '1', companyId: '1', logo: null, shopEnabled: true },
    '/smdp-customer/customerShop/myShopList': SHOPS,
  });
}

const save = (storeId: string) => useStoreMemory.setState({ chosen: { '000000:dist01': storeId } });
const shown = () => screen.getByTestId('store-selector').querySelector('.ant-select-content')?.textContent;

beforeAll(setupShellTest);
beforeEach(() => {
  useStoreMemory.setState({ chosen: {}, guided: ['000000:dist01'] });
  answerShops();
});

describe('store selector', () => {
  it('falls back to the first choice (ALL for a primary account) when the saved store is gone', async () => {
    signInAs('Y');
    save('99');
    renderWithRouter(<StoreSelector />);
    await waitFor(() => expect(shown()).toBe('All stores'));
  });

  it('falls back to the first store for a sub-account, which has no ALL', async () => {
    signInAs('N');
    save('99');
    renderWithRouter(<StoreSelector />);
    await waitFor(() => expect(shown()).toBe('S001 Flagship'));
  });

  it('keeps a saved store that is still offered', async () => {
    signInAs('Y');
    save('2');
    renderWithRouter(<StoreSelector />);
    await waitFor(() => expect(shown()).toBe('S002 East'));
  });

  it('on a change keeps only the first tab and reopens the page through /middle-page', async () => {
    signInAs('Y');
    useTabs.setState({ tabs: [HOME_TAB, { path: '/sales/order', search: '?x=1' }, { path: '/b', search: '' }] });
    const { router } = renderWithRouter(<StoreSelector />, { path: '/sales/order?x=1' });
    await waitFor(() => expect(shown()).toBe('All stores'));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('S002 East'));
    expect(useStoreMemory.getState().chosen['000000:dist01']).toBe('2');
    expect(useTabs.getState().tabs).toEqual([HOME_TAB]);
    expect(router.state.location.pathname).toBe('/middle-page');
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe('/sales/order?x=1');
  });

  it('shows the guide once per account', async () => {
    signInAs('Y');
    useStoreMemory.setState({ guided: [] });
    renderWithRouter(<StoreSelector />);
    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));
    expect(useStoreMemory.getState().guided).toEqual(['000000:dist01']);
  });
});

function StoreAction() {
  const requireStore = useRequireStore();
  const [using, setUsing] = useState('');
  return (
    <>
      <Button onClick={() => setUsing(requireStore()?.shopCode ?? 'nothing')}>Order</Button>
      <output>{using}</output>
    </>
  );
}

describe('store-dependent actions (spec §5)', () => {
  const attempt = async (storeId: string) => {
    signInAs('Y');
    save(storeId);
    renderWithRouter(
      <>
        <StoreSelector />
        <StoreAction />
      </>,
    );
    await waitFor(() => expect(shown()).not.toBeUndefined());
    fireEvent.click(screen.getByRole('button', { name: 'Order' }));
  };

  it('go ahead with a store that has a bound warehouse', async () => {
    await attempt('2');
    expect(screen.getByRole('status').textContent).toBe('S002');
  });

  it('refuse ALL and NoShop with shop_select', async () => {
    await attempt('ALL');
    expect(await screen.findByText('Choose a specific store first')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('nothing');
  });

  it('refuse a store without a bound warehouse', async () => {
    await attempt('3');
    expect(await screen.findByText('The current store has no bound warehouse')).toBeTruthy();
  });
});
