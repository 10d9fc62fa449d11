import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowAction } from '../../../../crud/testing';
import { usePermissions, useSession } from '../../../../lib/session';
import { type Call, fakeServer, page, renderWithClient, setupPageTests } from '../../../../test-support';
import type { SubCustomerCredit } from '../api';
import SubCustomerCreditPage from './SubCustomerCreditPage';

const API = '/api/smdp-finance/sub-customer-credit';

const row = (creditLimit: string, available: string, limitVersion: number | null): SubCustomerCredit => ({
  id: '31:5',
  holderPartyId: '31',
  holderCode: 'C0001-0002',
  holderName: 'Duka Mombasa 2',
  holderPartyType: 'STORE',
  counterpartyPartyId: '5',
  counterpartyCode: 'C0001',
  counterpartyName: 'Sunrise Distribution',
  creditLimit,
  creditTempLimit: '0.00',
  creditUnlimited: false,
  creditUsed: '120.00',
  creditFrozen: '0.00',
  creditAvailable: available,
  creditSource: limitVersion === null ? 'NONE' : 'DEBTOR',
  termDays: 14,
  tempValidTo: null,
  limitVersion,
  overdue: '20.00',
  oldestDueDate: '2026-01-01',
  overdueDays: 3,
  onHold: false,
  ageing: { notDue: '100.00', d1to30: '20.00', d31to60: '0.00', d61to90: '0.00', d91to120: '0.00', over120: '0.00' },
});

const signedIn = (customerCode: string, codes: Record<string, true>) => {
  useSession.setState({ user: { user_info: { customerCode } } as never }); // only what the page reads
  usePermissions.setState({ codes });
};

describe('the sub-customer credit page', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 1000)));

  it("lets a distributor adjust a sub-customer's credit: checks the form, saves, and the list shows the new figure", async () => {
    signedIn('C0001', { sub_cust_credit_view: true, sub_cust_credit_edit: true });
    let current = row('1000.00', '880.00', 1);
    const saves: Call[] = [];
    const calls = fakeServer({
      [`${API}/list`]: () => page([current]),
      [`${API}/detail`]: () => ({
        id: '9',
        creditorPartyId: '5',
        debtorPartyId: '31',
        creditLimit: current.creditLimit,
        tempLimit: '0.00',
        tempValidTo: null,
        termDays: 14,
        unlimited: false,
        remark: null,
        version: current.limitVersion,
      }),
      [`${API}/save`]: (call: Call) => {
        saves.push(call);
        current = row('2500.00', '2380.00', 2);
        return { id: '9', version: 2, state: 'APPROVED' };
      },
    });
    renderWithClient(<SubCustomerCreditPage />);
    const cell = await screen.findByText('C0001-0002 Duka Mombasa 2');
    expect(screen.getByText('880.00')).toBeTruthy();
    expect(screen.queryByText('Distributor')).toBeNull(); // no seller picker for a distributor
    const tableRow = cell.closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(tableRow, 'Adjust credit'));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Adjust the credit of C0001-0002 Duka Mombasa 2')).toBeTruthy();
    const limit = within(dialog).getByLabelText('Credit limit');
    fireEvent.change(limit, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(saves).toHaveLength(0);

    fireEvent.change(limit, { target: { value: '2500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({ debtorPartyId: '31', version: 1, creditLimit: '2500', termDays: 14 });
    expect(saves[0]?.body).not.toHaveProperty('creditorPartyId');
    expect(await screen.findByText('2,380.00')).toBeTruthy();
    expect(calls.some((call) => call.path === `${API}/list` && call.search.has('creditorPartyId'))).toBe(false);
  });

  it('has company staff pick a distributor first, then lists its sub-customers and saves naming it', async () => {
    signedIn('', { sub_cust_credit_view: true, sub_cust_credit_edit: true });
    const saves: Call[] = [];
    const calls = fakeServer({
      '/api/smdp-customer/baseCustomer/options': [
        {
          id: '5',
          customerCode: 'C0001',
          customerName: 'Sunrise Distribution',
          partyType: 'DISTRIBUTOR',
          state: 'ACTIVE',
        },
        { id: '31', customerCode: 'C0001-0002', customerName: 'Duka', partyType: 'STORE', state: 'ACTIVE' },
      ],
      [`${API}/list`]: () => page([row('1000.00', '880.00', 1)]),
      [`${API}/detail`]: () => null,
      [`${API}/save`]: (call: Call) => {
        saves.push(call);
        return { id: '9', version: 1, state: 'APPROVED' };
      },
    });
    renderWithClient(<SubCustomerCreditPage />);
    expect(await screen.findByText(/Choose a distributor/)).toBeTruthy();
    expect(calls.some((call) => call.path === `${API}/list`)).toBe(false);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const titles = () =>
      [...document.querySelectorAll('.ant-select-item-option')].map((one) => one.getAttribute('title'));
    await waitFor(() => expect(titles()).toEqual(['C0001 Sunrise Distribution'])); // stores are no sellers here
    fireEvent.click(
      document.querySelector('.ant-select-item-option[title="C0001 Sunrise Distribution"]') as HTMLElement,
    );
    const cell = await screen.findByText('C0001-0002 Duka Mombasa 2');
    expect(calls.find((call) => call.path === `${API}/list`)?.search.get('creditorPartyId')).toBe('5');
    fireEvent.click(await rowAction(cell.closest('tr') as HTMLElement, 'Adjust credit'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Credit limit'), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toMatchObject({ debtorPartyId: '31', creditorPartyId: '5', creditLimit: '50' });
    expect(saves[0]?.body).not.toHaveProperty('version');
  });

  it('offers no adjust action without the edit button', async () => {
    signedIn('C0001', { sub_cust_credit_view: true });
    fakeServer({ [`${API}/list`]: () => page([row('1000.00', '880.00', 1)]) });
    renderWithClient(<SubCustomerCreditPage />);
    const cell = await screen.findByText('C0001-0002 Duka Mombasa 2');
    expect(within(cell.closest('tr') as HTMLElement).queryByRole('button', { name: 'Adjust credit' })).toBeNull();
  });
});
