import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';

test.use({ viewport: { width: 375, height: 812 } });

/** Calls the API as the person signed in on `page`; the whole answer. */
async function call(page: Page, path: string, body?: object) {
  return page.evaluate(
    async ({ path, body }) => {
      const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}').state;
      const response = await fetch(`/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          'Blade-Auth': `bearer ${session.accessToken}`,
          'Lang-Type': 'en',
        },
        body: body ? JSON.stringify(body) : null,
      });
      return response.json();
    },
    { path, body },
  );
}

async function dataOf(page: Page, path: string, body?: object) {
  const answer = await call(page, path, body);
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

type Party = { id: string; customerCode: string; customerName: string; partyType: string };

test('a salesperson on a phone checks in at the store, counts the shelf, orders, and checks out offline: sent once back online', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'en'));
  await signIn(page, 'dist01-sub');
  // dist01's first store by code buys dist01's goods (order demo): find goods that price for it.
  const parties: Party[] = await dataOf(page, '/smdp-customer/baseCustomer/options?states=ACTIVE');
  const store = parties
    .filter((party) => party.partyType === 'STORE')
    .sort((a, b) => a.customerCode.localeCompare(b.customerCode))[0] as Party;
  const detail: { lat: number; lng: number } = await dataOf(page, `/smdp-customer/baseCustomer/detail?id=${store.id}`);
  const goods: { records: { id: string; sku: string; baseUnit: string }[] } = await dataOf(
    page,
    '/smdp-goods/goods/list?size=20&saleState_equal=ON_SALE',
  );
  let sku = '';
  for (const one of goods.records) {
    const quote = await call(page, '/smdp-order/order/quote', {
      channel: 'SECONDARY',
      buyerPartyId: store.id,
      lines: [{ goodsId: one.id, unit: one.baseUnit, qty: '1' }],
    });
    if (quote.code === 200 && quote.data.problems.length === 0) {
      sku = one.sku;
      break;
    }
  }
  expect(sku).not.toBe('');

  // Standing about 50 m from the store.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: detail.lat + 0.00045, longitude: detail.lng });
  await page.goto('/#/sales/shopVist/visit?view=run');
  const run = page.getByTestId('visit-run');
  await run.getByLabel('Store').click();
  await page.keyboard.type(store.customerCode);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: store.customerCode })
    .first()
    .click();
  await run.getByRole('button', { name: 'Check in' }).click();
  const card = run.getByTestId('visit-card').filter({ hasText: store.customerName });
  await expect(card.getByText('Checked in', { exact: true })).toBeVisible();

  // The shelf: 2 on it, 10 wanted -> 8 suggested.
  await card.getByLabel('Add goods').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: sku }).first().click();
  await card.getByRole('spinbutton', { name: 'Counted' }).fill('2');
  await card.getByRole('spinbutton', { name: 'Target' }).fill('10');
  await expect(card.getByTestId('suggested')).toHaveText('Suggested order 8');
  await card.getByRole('button', { name: 'Save the count' }).click();
  const outbox = run.getByTestId('outbox-entry');
  await expect(outbox.filter({ hasText: 'Shelf count' })).toHaveAttribute('data-state', 'sent');
  await card.getByRole('button', { name: 'Create the suggested order' }).click();
  await expect(card.getByRole('button', { name: 'Order created' })).toBeVisible();
  const visits: { records: { id: string; orderId: string | null; storePartyId: string; state: string }[] } =
    await dataOf(page, '/smdp-field/visit/list?mine=true&state_equal=CHECKED_IN');
  const visit = visits.records.find((one) => one.storePartyId === store.id);
  expect(visit?.orderId).toBeTruthy();

  // The network drops: the check-out waits on the phone, and the screen says so.
  await context.setOffline(true);
  await card.getByRole('button', { name: /Check out/ }).click();
  const checkOut = outbox.filter({ hasText: 'Check-out' });
  await expect(checkOut).toHaveAttribute('data-state', 'saved');
  await expect(checkOut.getByText('Saved on this phone')).toBeVisible();
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();

  // Back online: sent, once.
  await context.setOffline(false);
  await expect(checkOut).toHaveAttribute('data-state', 'sent');
  await expect(checkOut).toHaveCount(1);
  const done: { state: string; outcome: string; version: number } = await dataOf(
    page,
    `/smdp-field/visit/detail?id=${visit?.id}`,
  );
  // an unplanned check-in inserts version 1, the order makes 2, one check-out 3
  expect(done).toMatchObject({ state: 'COMPLETED', outcome: 'ORDER', version: 3 });
  await page.reload();
  await expect(run.getByTestId('outbox-entry').filter({ hasText: 'Check-out' })).toHaveAttribute('data-state', 'sent');
});
