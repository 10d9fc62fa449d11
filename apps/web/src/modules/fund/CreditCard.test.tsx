import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { usePermissions, useSession } from '../../lib/session';
import { type Call, fakeServer, renderWithClient, setupPageTests } from '../../test-support';
import type { CreditOverview } from './api';
import { CreditCard } from './CreditCard';

const overview = (version: number, creditLimit: string, available: string, remark = 'Demo'): CreditOverview => ({
  limit: {
    id: '9',
    creditorPartyId: '1',
    debtorPartyId: '2',
    creditLimit,
    tempLimit: '500.00',
    tempValidTo: '2020-01-31',
    termDays: 30,
    unlimited: false,
    remark,
    version,
  },
  credit: {
    limit: creditLimit,
    tempLimit: '0.00',
    unlimited: false,
    used: '595.47',
    frozen: '100.00',
    available,
    termDays: 30,
    source: 'DEBTOR',
  },
});

const signedIn = (customerCode: string, codes: Record<string, true>) => {
  useSession.setState({ user: { user_info: { customerCode } } as never }); // only what the card reads
  usePermissions.setState({ codes });
};

/** A figure of the card (antd splits a plain number into its whole and decimal parts). */
const figure = (text: string) =>
  screen.findByText((_, element) =>
    Boolean(element?.classList.contains('ant-statistic-content-value') && element.textContent === text),
  );

const renderCard = () => renderWithClient(<CreditCard debtorPartyId="2" debtorLabel="C0002 Moonlight" />);

describe('the credit card', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
  });

  it('shows the terms and live figures; an ended temporary limit says so; no edit without the button', async () => {
    signedIn('', { credit_view: true });
    fakeServer({ '/api/smdp-finance/credit-limit/overview': overview(3, '2000.00', '1304.53') });
    renderCard();
    expect(await screen.findByText('1,304.53')).toBeTruthy();
    expect(await figure('595.47')).toBeTruthy();
    expect(screen.getByText('2,000.00')).toBeTruthy();
    expect(screen.getByText('until 2020-01-31')).toBeTruthy();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText('30 days')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit credit/ })).toBeNull();
  });

  it('offers no edit to a customer account even with the button', async () => {
    signedIn('C0001', { credit_view: true, credit_edit: true });
    fakeServer({ '/api/smdp-finance/credit-limit/overview': overview(3, '2000.00', '1304.53') });
    renderCard();
    expect(await screen.findByText('1,304.53')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Edit credit/ })).toBeNull();
  });

  it('says a change waits for approval and offers no second one meanwhile', async () => {
    signedIn('', { credit_view: true, credit_edit: true });
    const lists: Call[] = [];
    fakeServer({
      '/api/smdp-finance/credit-limit/overview': overview(3, '2000.00', '1304.53'),
      '/api/smdp-finance/credit-change/list': (call: Call) => {
        lists.push(call);
        return {
          records: [
            {
              id: '7',
              state: 'SUBMITTED',
              menu: 'credit',
              requestedBy: 'Wang Fang',
              proposed: { creditLimit: '5000', unlimited: false },
            },
          ],
          total: 1,
          size: 10,
          current: 1,
          pages: 1,
        };
      },
    });
    renderCard();
    expect(await screen.findByText(/A change to 5,000.00 asked by Wang Fang is waiting for approval/)).toBeTruthy();
    expect(lists[0]?.search.get('debtorPartyId_equal')).toBe('2');
    expect(lists[0]?.search.get('view')).toBe('pending');
    expect(screen.queryByRole('button', { name: /Edit credit/ })).toBeNull();
  });

  it('checks the form, and after a stale version reloads and saves again on the new one', async () => {
    signedIn('', { credit_view: true, credit_edit: true });
    let current = overview(3, '2000.00', '1304.53');
    const saves: Call[] = [];
    fakeServer({
      '/api/smdp-finance/credit-limit/overview': () => current,
      '/api/smdp-finance/credit-change/list': { records: [], total: 0, size: 10, current: 1, pages: 0 },
      '/api/smdp-finance/credit-limit/save': (call: Call) => {
        saves.push(call);
        if (saves.length === 1) {
          // Someone saved in between: the server is at version 4 now.
          current = overview(4, '2500.00', '1804.53', 'Theirs');
          return new Response(JSON.stringify({ code: 409, success: false, data: null, msg: 'Modified' }), {
            status: 409,
          });
        }
        current = overview(5, '8000.00', '7304.53', 'Mine');
        return { id: '70', state: 'APPROVED', limit: current.limit };
      },
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: /Edit credit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the credit of C0002 Moonlight' });
    const limit = within(dialog).getByLabelText('Credit limit');
    fireEvent.change(limit, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(saves).toHaveLength(0);

    fireEvent.change(limit, { target: { value: '8000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Someone saved this credit limit in the meantime/)).toBeTruthy();
    expect(saves[0]?.body).toMatchObject({ debtorPartyId: '2', version: 3, creditLimit: '8000', tempLimit: '500.00' });
    expect(await screen.findByText('1,804.53')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]?.body).toMatchObject({ version: 4, creditLimit: '8000' });
    expect(await screen.findByText('7,304.53')).toBeTruthy();
  });
});
