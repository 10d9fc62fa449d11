import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer, page, renderWithClient, setupPageTests } from '../../test-support';
import { PolicyForm } from './PolicyForm';

// the whole form (ten pickers, a tree select) renders in jsdom in seconds on a busy machine
describe('PolicyForm', { timeout: 20_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves a new policy with its tiers, the ratio as a decimal text', async () => {
    const calls = fakeServer({
      '/api/smdp-finance/rebate/policy/save': { id: '9', name: 'Spring bonus' },
      '/api/smdp-goods/goods/list': page([]),
      '/api/smdp-customer/baseCustomer/options': [],
    });
    const saved = vi.fn();
    renderWithClient(<PolicyForm policy={null} onSaved={saved} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Spring bonus' } });
    fireEvent.click(screen.getByRole('button', { name: /Add a tier/ }));
    fireEvent.change(screen.getByLabelText('From 2'), { target: { value: '1000' } });
    fireEvent.change(screen.getByLabelText('Rate 2'), { target: { value: '0.02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const call = calls.find((one) => one.path.endsWith('/policy/save'));
    expect(call?.body).toMatchObject({
      name: 'Spring bonus',
      period: 'MONTH',
      basis: 'AMOUNT',
      maxUseRatio: '0.3',
      expiryDays: 90,
      tiers: [
        { from: '0', rate: '0.01' },
        { from: '1000', rate: '0.02' },
      ],
    });
  });

  it('offers the master data’s customer levels for eligibility and saves the chosen level ids', async () => {
    const calls = fakeServer({
      '/api/smdp-finance/rebate/policy/save': { id: '9', name: 'Level bonus' },
      '/api/smdp-goods/goods/list': page([]),
      '/api/smdp-customer/baseCustomer/options': [],
      '/api/smdp-goods/customer-level/list': page([
        { id: '31', code: 'G1', name: 'Grade-1 distributor', ownerName: 'Company' },
        { id: '32', code: 'ST', name: 'Store', ownerName: 'Company' },
      ]),
    });
    const saved = vi.fn();
    renderWithClient(<PolicyForm policy={null} onSaved={saved} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Level bonus' } });
    fireEvent.mouseDown(screen.getByLabelText('Eligible customer levels'));
    const option = () => document.querySelector('.ant-select-item-option[title="ST Store"]') as HTMLElement | null;
    await waitFor(() => expect(option()).not.toBeNull(), { timeout: 5000 });
    expect(document.querySelector('.ant-select-item-option[title="G1 Grade-1 distributor"]')).not.toBeNull();
    fireEvent.click(option() as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const call = calls.find((one) => one.path.endsWith('/policy/save'));
    expect(call?.body).toMatchObject({ name: 'Level bonus', eligibleLevelIds: ['32'] });
  });

  it('shows an active policy’s key fields locked', () => {
    fakeServer({ '/api/smdp-goods/goods/list': page([]), '/api/smdp-customer/baseCustomer/options': [] });
    renderWithClient(
      <PolicyForm
        policy={{
          id: '1',
          version: 2,
          state: 'ACTIVE',
          ownerPartyId: '2',
          ownerName: 'Company',
          name: 'Volume bonus',
          period: 'MONTH',
          dateFrom: '2026-01-01',
          dateTo: '2026-12-31',
          basis: 'AMOUNT',
          calcMode: 'FLAT_TIER',
          tiers: [{ from: '0.000', rate: '0.010000', perUnit: null }],
          scopeGoodsIds: [],
          scopeCategoryIds: [],
          eligibleLevelIds: [],
          eligiblePartyIds: [],
          settleTo: 'REBATE_ACCOUNT',
          maxUseRatio: '0.3000',
          expiryDays: 30,
          remark: null,
          createTime: '2026-11-01 10:00:00',
          actions: ['close'],
        }}
        onSaved={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect((screen.getByLabelText('From 1') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: /Add a tier/ })).toBeNull();
  });
});
