import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../lib/i18n';
import { usePermissions, useSession } from '../../../lib/session';
import VehiclePage from './VehiclePage';

/** The vehicle calls: drivers and vehicle warehouses depend on the owner asked for. */
function fakeServer() {
  const calls: { url: URL; body: unknown }[] = [];
  const envelope = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, data, msg: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const owner = url.searchParams.get('ownerPartyId');
      switch (url.pathname) {
        case '/api/smdp-customer/vehicle/list':
          return envelope({ records: [], total: 0, size: 10, current: 1, pages: 1 });
        case '/api/smdp-customer/baseCustomer/options':
          return envelope([
            {
              id: '5',
              customerCode: 'C0001',
              customerName: 'Sunrise Distribution',
              partyType: 'DISTRIBUTOR',
              state: 'ACTIVE',
            },
          ]);
        case '/api/smdp-customer/vehicle/driver-options':
          return envelope(owner === '5' ? [{ id: '51', account: 'dist01-sub', realName: 'Van Driver' }] : []);
        case '/api/smdp-customer/vehicle/warehouse-options':
          return envelope(owner === '5' ? [{ id: '61', code: 'V01', name: 'Van stock' }] : []);
        case '/api/smdp-customer/vehicle/submit':
          return envelope({});
        default:
          return envelope(null);
      }
    }),
  );
  return { calls };
}

async function pickOption(text: string) {
  const titles = () =>
    [...document.querySelectorAll('.ant-select-item-option')].map((one) => one.getAttribute('title'));
  await waitFor(() => expect(titles()).toContain(text), { timeout: 5000 });
  fireEvent.click(document.querySelector(`.ant-select-item-option[title="${text}"]`) as HTMLElement);
}

describe('vehicle page', { timeout: 30_000 }, () => {
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

  it("lets staff register a vehicle in a customer's fleet with that customer's driver and vehicle warehouse", async () => {
    useSession.setState({ user: { user_info: { customerCode: '' } } as never }); // staff: no customer
    usePermissions.setState({ codes: { vehicle_view: true, vehicle_add: true } });
    const { calls } = fakeServer();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <VehiclePage />
      </QueryClientProvider>,
    );
    const listed = (name: string, value: string) =>
      calls.some((call) => call.url.pathname.endsWith('/vehicle/list') && call.url.searchParams.get(name) === value);
    // Staff start with the company's own fleet.
    await waitFor(() => expect(listed('ownerPartyId_null', '1')).toBe(true));

    fireEvent.mouseDown(screen.getByLabelText('Fleet'));
    await pickOption('C0001 Sunrise Distribution');
    await waitFor(() => expect(listed('ownerPartyId_equal', '5')).toBe(true));
    await screen.findAllByText('No data');
    fireEvent.click(screen.getByRole('button', { name: /Add/ }));
    const dialog = (await screen.findAllByText('Add vehicle')).at(-1)?.closest('[role="dialog"]') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Plate'), { target: { value: 'KDC 303C' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Driver'));
    await pickOption('Van Driver (dist01-sub)');
    fireEvent.mouseDown(within(dialog).getByLabelText('Vehicle warehouse'));
    await pickOption('V01 Van stock');
    const listsBefore = calls.filter((call) => call.url.pathname.endsWith('/vehicle/list')).length;
    fireEvent.click(within(dialog).getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(calls.find((call) => call.url.pathname.endsWith('/vehicle/submit'))).toBeTruthy());
    expect(calls.find((call) => call.url.pathname.endsWith('/vehicle/submit'))?.body).toMatchObject({
      plate: 'KDC 303C',
      vehicleType: 'VAN',
      status: 1,
      ownerPartyId: '5',
      driverUserId: '51',
      warehouseId: '61',
    });
    // The dialog closes with the success toast and the list reloads before the test ends.
    expect(await screen.findByText('Added successfully', undefined, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname.endsWith('/vehicle/list')).length).toBe(listsBefore + 1),
    );
  });
});
