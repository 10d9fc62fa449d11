import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactDialog, loadSalesPeople } from './ContactDialog';

const envelope = (data: unknown, code = 200) =>
  new Response(JSON.stringify({ code, success: code === 200, data, msg: code === 200 ? '' : 'failed' }));

const person = {
  saleUnitName: 'North',
  jobTitle: 'Sales manager',
  enName: 'Ann Lee',
  contactNumber: '+255 700 000 001',
};

describe('contact dialog', () => {
  // antd's responsive table asks for media queries, which jsdom lacks.
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }) as never;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the sales people of the customer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ saleUnitList: [], salesPersonList: [person] })),
    );
    expect(await loadSalesPeople()).toEqual([person]);
  });

  it('gives an empty list when the load fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, 500)),
    );
    expect(await loadSalesPeople()).toEqual([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await loadSalesPeople()).toEqual([]);
  });

  it('shows one row per sales person with the four columns', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ saleUnitList: [], salesPersonList: [person] })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ContactDialog onClose={() => {}} />
      </QueryClientProvider>,
    );
    const row = await screen.findByText('Ann Lee');
    const cells = within(row.closest('tr') as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['North', 'Sales manager', 'Ann Lee', '+255 700 000 001']);
  });
});
