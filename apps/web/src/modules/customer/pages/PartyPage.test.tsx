import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowAction, rowActionLabels } from '../../../crud/testing';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions, useSession } from '../../../lib/session';
import type { ClosureRequest, Party } from '../api';
import ClosureRequestPage from './ClosureRequestPage';
import CustomerListPage from './CustomerListPage';
import SubCustomerPage from './SubCustomerPage';

const party = (id: string, customerName: string, extra: Partial<Party> = {}): Party => ({
  id,
  version: 3,
  customerCode: `C0001-00${id}`,
  customerName,
  customerFullName: customerName,
  partyType: 'STORE',
  sellerPartyId: '1',
  sellerCode: 'C0001',
  sellerName: 'Sunrise Distribution',
  levelId: null,
  priceListId: null,
  salespersonId: null,
  salespersonName: null,
  saleUnitId: null,
  territory: null,
  taxNo: null,
  contactName: null,
  phone: null,
  lat: null,
  lng: null,
  state: 'ACTIVE',
  reviewRemark: null,
  submittedAt: null,
  submittedBy: null,
  approvedAt: null,
  openedAt: null,
  closedAt: null,
  remark: null,
  createTime: '2026-01-01 00:00:00',
  ...extra,
});

const parties = [
  party('11', 'Waiting kiosk', { state: 'PENDING_APPROVAL' }),
  party('12', 'Draft kiosk', { state: 'DRAFT' }),
  party('13', 'Open kiosk', { salespersonId: '7', salespersonName: 'Rep Seven', levelId: '31' }),
];

/** The calls the customer pages make; a second closure request for a store is refused as the server does. */
function fakeServer(closures: ClosureRequest[] = []) {
  const calls: { url: URL; body: unknown }[] = [];
  const envelope = (data: unknown, code = 200, msg = '') =>
    new Response(JSON.stringify({ code, success: code === 200, data, msg }));
  const page = (records: unknown[]) => envelope({ records, total: records.length, size: 10, current: 1, pages: 1 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      switch (url.pathname) {
        case '/api/smdp-customer/baseCustomer/list':
          return page(parties);
        case '/api/smdp-customer/baseCustomer/options':
          return envelope([
            {
              id: '1',
              customerCode: 'C0001',
              customerName: 'Sunrise Distribution',
              partyType: 'DISTRIBUTOR',
              state: 'ACTIVE',
            },
            {
              id: '2',
              customerCode: 'C0002',
              customerName: 'Moonrise Trading',
              partyType: 'DISTRIBUTOR',
              state: 'ACTIVE',
            },
            { id: '13', customerCode: 'C0001-0013', customerName: 'Open kiosk', partyType: 'STORE', state: 'ACTIVE' },
          ]);
        case '/api/smdp-customer/baseCustomer/detail':
          return envelope(parties.find((one) => one.id === url.searchParams.get('id')));
        case '/api/smdp-customer/baseCustomer/salesperson-options':
          return envelope([
            { id: '7', account: 'rep7', realName: 'Rep Seven' },
            { id: '8', account: 'rep8', realName: null },
          ]);
        case '/api/smdp-goods/customer-level/list':
          return page([
            { id: '31', code: 'A', name: 'Gold', ownerName: 'Sunrise Distribution' },
            { id: '32', code: 'B', name: 'Silver', ownerName: 'Sunrise Distribution' },
          ]);
        case '/api/smdp-goods/price-list/list':
          return envelope(null, 403, 'forbidden');
        case '/api/smdp-customer/baseCustomer/reject':
        case '/api/smdp-customer/baseCustomer/submit':
          return envelope(parties[0]);
        case '/api/smdp-customer/customerCloseRequest/list':
          return page(closures);
        case '/api/smdp-customer/customerCloseRequest/timeline':
          return envelope([
            {
              id: '91',
              action: 'create',
              fromState: null,
              toState: 'DRAFT',
              remark: null,
              account: 'dist01',
              createTime: '2026-01-02 09:00:00',
            },
            {
              id: '92',
              action: 'send',
              fromState: 'DRAFT',
              toState: 'SUBMITTED',
              remark: 'Moved away',
              account: 'dist01',
              createTime: '2026-01-02 10:00:00',
            },
          ]);
        case '/api/smdp-customer/customerCloseRequest/submit':
          return envelope(null, 400, 'This customer already has an open closure request');
        case '/api/smdp-finance/credit-limit/overview':
          return envelope({
            limit: null,
            credit: {
              limit: '0.00',
              tempLimit: '0.00',
              unlimited: false,
              used: '0.00',
              frozen: '0.00',
              available: '0.00',
              termDays: 0,
            },
          });
        case '/api/blade-system/pageTableSetting/bydetail':
        case '/api/blade-system/tableInitializeConfig':
          return envelope(null);
        default:
          return envelope(null, 404, 'not found');
      }
    }),
  );
  return { calls };
}

function renderPage(Page: ComponentType) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Page />
    </QueryClientProvider>,
  );
}

const callTo = (calls: { url: URL; body: unknown }[], path: string) =>
  calls.find((call) => call.url.pathname === `/api/smdp-customer/${path}`);

async function dialogTitled(title: string): Promise<HTMLElement> {
  const heading = (await screen.findAllByText(title)).at(-1);
  return heading?.closest('[role="dialog"]') as HTMLElement;
}

/** Picks an option of the open select (the same text may also sit in the table behind). */
async function pickOption(text: string) {
  const titles = () =>
    [...document.querySelectorAll('.ant-select-item-option')].map((one) => one.getAttribute('title'));
  await waitFor(() => expect(titles()).toContain(text), { timeout: 5000 });
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${text}"]`) as HTMLElement);
}

const signedInAs = (customerCode: string) => useSession.setState({ user: { user_info: { customerCode } } as never }); // only what the pages read

// antd's first render in jsdom takes seconds on a busy 2-core machine.
describe('customer pages', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    localStorage.setItem('smdp-language', 'en');
    await setupI18n();
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    message.destroy();
    Modal.destroyAll();
  });
  // message.destroy() renders antd's own toast root once more; let that finish before jsdom goes.
  afterAll(() => new Promise((resolve) => setTimeout(resolve, 1000)));

  it('offers each sub-customer the moves of its state, and a rejection asks for a reason first', async () => {
    signedInAs('C0001');
    usePermissions.setState({
      codes: {
        sub_customer_view: true,
        sub_customer_add: true,
        sub_customer_edit: true,
        sub_customer_approve: true,
        sub_customer_delete: true,
      },
    });
    const { calls } = fakeServer();
    renderPage(SubCustomerPage);
    const waiting = (await screen.findByText('Waiting kiosk')).closest('tr') as HTMLElement;
    const draft = screen.getByText('Draft kiosk').closest('tr') as HTMLElement;
    const open = screen.getByText('Open kiosk').closest('tr') as HTMLElement;
    expect(within(waiting).getByText('Pending approval')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(await rowAction(draft, 'Submit for approval')).toBeTruthy();
    expect(await rowAction(draft, 'Delete')).toBeTruthy();
    expect(await rowAction(open, 'Suspend')).toBeTruthy();
    expect(within(open).queryByRole('button', { name: 'Approve' })).toBeNull();

    fireEvent.click(await rowAction(waiting, 'Reject'));
    const dialog = await dialogTitled('Reject C0001-0011 Waiting kiosk');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Enter a reason')).toBeTruthy();
    expect(callTo(calls, 'baseCustomer/reject')).toBeUndefined();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'No tax number' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callTo(calls, 'baseCustomer/reject')).toBeTruthy());
    expect(callTo(calls, 'baseCustomer/reject')?.body).toEqual({ id: '11', version: 3, remark: 'No tax number' });
    expect(await screen.findByText('Rejected', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it("asks a sub-account's page only for lists its buttons let it read: second-tier customers, no catalog", async () => {
    signedInAs('C0001');
    usePermissions.setState({ codes: { sub_customer_view: true, sub_customer_add: true, sub_customer_export: true } });
    const { calls } = fakeServer();
    renderPage(SubCustomerPage);
    const draft = (await screen.findByText('Draft kiosk')).closest('tr') as HTMLElement;
    expect(within(draft).getByRole('button', { name: 'Submit for approval' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add sub-customer');
    expect(within(dialog).queryByLabelText('Level')).toBeNull();
    expect(within(dialog).queryByLabelText('Price list')).toBeNull();
    const paths = calls.map((call) => call.url.pathname);
    expect(paths.filter((path) => path.startsWith('/api/smdp-goods/'))).toEqual([]);
    expect(paths).not.toContain('/api/smdp-customer/baseCustomer/options');
    const list = calls.find((call) => call.url.pathname === '/api/smdp-customer/baseCustomer/list');
    expect(list?.url.searchParams.get('tier')).toBe('sub');
  });

  it('offers no approval of a party to the one who submitted it (self-approval is off by default)', async () => {
    useSession.setState({ user: { user_id: '5', user_info: { customerCode: 'C0001' } } as never });
    usePermissions.setState({ codes: { sub_customer_view: true, sub_customer_approve: true } });
    parties[0] = { ...(parties[0] as Party), submittedBy: '5' };
    try {
      fakeServer();
      renderPage(SubCustomerPage);
      const waiting = (await screen.findByText('Waiting kiosk')).closest('tr') as HTMLElement;
      expect(within(waiting).getByRole('button', { name: 'Reject' })).toBeTruthy();
      expect(within(waiting).queryByRole('button', { name: 'Approve' })).toBeNull();
    } finally {
      parties[0] = { ...(parties[0] as Party), submittedBy: null };
    }
  });

  it("shows staff who may read credit a customer's credit; the sub-customer page offers none", async () => {
    signedInAs('');
    usePermissions.setState({ codes: { customer_list_view: true, credit_view: true } });
    const { calls } = fakeServer();
    renderPage(CustomerListPage);
    const row = (await screen.findByText('Open kiosk')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(row, 'Credit'));
    const dialog = await dialogTitled('Credit of C0001-0013 Open kiosk');
    expect(await within(dialog).findByText(/No credit limit has been set/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Edit credit/ })).toBeNull();
    expect(calls.find((call) => call.url.pathname.endsWith('/overview'))?.url.searchParams.get('debtorPartyId')).toBe(
      '13',
    );
    cleanup();

    signedInAs('C0001');
    usePermissions.setState({ codes: { sub_customer_view: true, credit_view: true, credit_edit: true } });
    fakeServer();
    renderPage(SubCustomerPage);
    const theirs = (await screen.findByText('Open kiosk')).closest('tr') as HTMLElement;
    expect(await rowActionLabels(theirs)).not.toContain('Credit');
  });

  it("lets staff pick the seller, sent as sellerPartyId, and a salesperson among the seller's people; an empty code is left to the server", async () => {
    signedInAs('');
    usePermissions.setState({ codes: { customer_list_view: true, customer_list_add: true } });
    const { calls } = fakeServer();
    renderPage(CustomerListPage);
    await screen.findByText('Waiting kiosk');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add customer');
    fireEvent.change(within(dialog).getByLabelText('Customer name'), { target: { value: 'Corner shop' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Seller'));
    await pickOption('C0002 Moonrise Trading');
    // The salesperson is one of the chosen seller's people; another seller empties the choice.
    const salespeopleOf = () =>
      calls
        .filter((call) => call.url.pathname.endsWith('/salesperson-options'))
        .map((call) => call.url.searchParams.get('sellerPartyId'));
    await waitFor(() => expect(salespeopleOf()).toContain('2'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Salesperson'));
    await pickOption('rep8');
    expect(within(dialog).getByTitle('rep8')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Seller'));
    await pickOption('C0001 Sunrise Distribution');
    await waitFor(() => expect(within(dialog).queryByTitle('rep8')).toBeNull());
    await waitFor(() => expect(salespeopleOf()).toContain('1'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Salesperson'));
    await pickOption('Rep Seven (rep7)');
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(callTo(calls, 'baseCustomer/submit')).toBeTruthy());
    const body = callTo(calls, 'baseCustomer/submit')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      customerName: 'Corner shop',
      partyType: 'STORE',
      sellerPartyId: '1',
      salespersonId: '7',
    });
    expect(body).not.toHaveProperty('sellerName');
    expect(body.customerCode ?? '').toBe('');
    expect(await screen.findByText('Added successfully', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('changes the level from the catalog and the salesperson among its own accounts, keeping what the form does not show', async () => {
    signedInAs('C0001');
    usePermissions.setState({ codes: { sub_customer_view: true, sub_customer_edit: true, customer_level_view: true } });
    const { calls } = fakeServer();
    renderPage(SubCustomerPage);
    const open = (await screen.findByText('Open kiosk')).closest('tr') as HTMLElement;
    fireEvent.click(await rowAction(open, 'Edit'));
    const dialog = await dialogTitled('Edit sub-customer');
    // This account may not read price lists: it asks for none and gets no price-list choice.
    expect(calls.some((call) => call.url.pathname.endsWith('/price-list/list'))).toBe(false);
    expect(within(dialog).queryByLabelText('Price list')).toBeNull();
    fireEvent.mouseDown(within(dialog).getByLabelText('Level'));
    await pickOption('B Silver');
    expect(within(dialog).getByTitle('Rep Seven (rep7)')).toBeTruthy();
    fireEvent.mouseDown(within(dialog).getByLabelText('Salesperson'));
    await pickOption('rep8');
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(callTo(calls, 'baseCustomer/submit')).toBeTruthy());
    expect(callTo(calls, 'baseCustomer/submit')?.body).toMatchObject({
      id: '13',
      version: 3,
      levelId: '32',
      priceListId: null,
      salespersonId: '8',
      saleUnitId: null,
    });
    expect(callTo(calls, 'baseCustomer/submit')?.body).not.toHaveProperty('salespersonName');
    expect(await screen.findByText('Updated successfully', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it("sends a closure request's party and evidence links, and keeps the dialog open when the server refuses", async () => {
    signedInAs('C0001');
    usePermissions.setState({ codes: { closure_request_view: true, closure_request_add: true } });
    const { calls } = fakeServer();
    renderPage(ClosureRequestPage);
    await screen.findAllByText('No data');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = await dialogTitled('Add store closure request');
    fireEvent.mouseDown(within(dialog).getByLabelText('Customer'));
    await pickOption('C0001-0013 Open kiosk (Store)');
    fireEvent.mouseDown(within(dialog).getByLabelText('Reason'));
    await pickOption('Relocated');
    fireEvent.change(within(dialog).getByLabelText('Evidence'), {
      target: { value: 'https://files.example/shop.jpg\n\n https://files.example/lease.pdf ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(callTo(calls, 'customerCloseRequest/submit')).toBeTruthy());
    expect(callTo(calls, 'customerCloseRequest/submit')?.body).toMatchObject({
      partyId: '13',
      reason: 'RELOCATED',
      evidence: ['https://files.example/shop.jpg', 'https://files.example/lease.pdf'],
    });
    // The server's refusal is shown as it came, and the dialog stays open with what was typed.
    expect(
      await screen.findByText('This customer already has an open closure request', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Save/ }).className).not.toContain('loading'),
    );
    expect(within(dialog).getByLabelText('Evidence')).toHaveProperty('value', expect.stringContaining('lease.pdf'));
  });

  it("shows a closure request's timeline, as the party page shows a party's", async () => {
    signedInAs('C0001');
    usePermissions.setState({ codes: { closure_request_view: true } });
    const request = {
      id: '51',
      partyId: '13',
      partyCode: 'C0001-0013',
      partyName: 'Open kiosk',
      partyType: 'STORE',
      partyState: 'ACTIVE',
      sellerPartyId: '1',
      sellerCode: 'C0001',
      reason: 'RELOCATED',
      reasonDetail: null,
      evidence: [],
      effectiveDate: '2026-02-01',
      state: 'SUBMITTED',
      requestedBy: '5',
      requestedByName: 'Dist One',
      submittedAt: '2026-01-02 10:00:00',
      submittedBy: '5',
      reviewedBy: null,
      reviewedByName: null,
      reviewedAt: null,
      reviewRemark: null,
      executedAt: null,
      version: 2,
      createTime: '2026-01-02 09:00:00',
    } as ClosureRequest;
    const { calls } = fakeServer([request]);
    renderPage(ClosureRequestPage);
    const row = (await screen.findByText('C0001-0013')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Submitted')).toBeTruthy();
    fireEvent.click(await rowAction(row, 'History'));
    const dialog = await dialogTitled('History of C0001-0013 Open kiosk');
    expect(await within(dialog).findByText('Moved away')).toBeTruthy();
    expect(within(dialog).getByText('Created')).toBeTruthy();
    expect(within(dialog).getByText('Submit')).toBeTruthy();
    expect(callTo(calls, 'customerCloseRequest/timeline')?.url.searchParams.get('id')).toBe('51');
  });
});
