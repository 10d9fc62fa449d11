import { expect, type Locator, type Page, test } from './fixtures';
import { englishLeftIn, type Language, literal, signInIn, switchLanguage, translator } from './helpers';

/**
 * The trading pages in the languages the order, return and pick-up specs do not drive (they run in
 * English and French): per language dist01 finds its own sale (a SECONDARY order of the demo) in the
 * order search, opens it, and saves a purchase draft. Every label the test looks for is read from the
 * web application's locale files, and a few English labels must not show on those pages.
 */

/** Picks an option of an antd select by typing part of its label. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.keyboard.type(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first().click();
}

/** Removes a draft order as the person signed in on `page` (leaves the shared demo database as it was). */
async function removeDraft(page: Page, id: string) {
  const answer = await page.evaluate(async (orderId) => {
    const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}').state;
    const response = await fetch(`/api/smdp-order/order/remove?ids=${orderId}`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa('saber:saber_secret')}`,
        'Blade-Auth': `bearer ${session.accessToken}`,
      },
    });
    return response.json();
  }, id);
  expect(answer.code, answer.msg).toBe(200);
}

/** The visible text of the page: no English label of `keys` (translated otherwise) is in it. */
async function expectNoEnglish(page: Page, language: Language, keys: string[]) {
  const text = await page.locator('body').innerText();
  const leaked = englishLeftIn(language, 'order', keys).filter((english) => text.includes(english));
  expect(leaked, `English labels on a page in ${language}`).toEqual([]);
}

/**
 * The row of the search's first SECONDARY order, shipped. On a phone the list folds all but its key
 * columns into each row's expansion: open them and read the channel and state there.
 */
async function shippedOwnSale(page: Page, t: (key: string) => string, narrow: boolean): Promise<Locator> {
  if (!narrow) {
    const row = page.locator('.ant-table-row:visible', { hasText: t('channels.SECONDARY') }).first();
    await expect(row).toContainText(t('states.SHIPPED'));
    return row;
  }
  const expanders = page.locator('.ant-table-row:visible .ant-table-row-expand-icon');
  await expect(expanders.first()).toBeVisible();
  for (const expander of await expanders.all()) await expander.click();
  const folded = page.locator('tr.ant-table-expanded-row:visible', { hasText: t('channels.SECONDARY') }).first();
  const row = folded.locator('xpath=preceding-sibling::tr[1]');
  expect(`${await row.innerText()} ${await folded.innerText()}`).toContain(t('states.SHIPPED'));
  return row;
}

const SEARCH_LABELS = ['search.title', 'views.toApprove', 'views.toReceive', 'fields.docNo', 'fields.buyer'];
const DETAIL_LABELS = [
  'detail.links',
  'detail.timeline',
  'fields.seller',
  'fields.ordered',
  'fields.delivered',
  'fields.unitPrice',
  'pay.actualTotalAmount',
  'channels.SECONDARY',
];
const PURCHASE_LABELS = ['purchase.saveDraft', 'purchase.submit', 'deliver.warehouse', 'pay.actualTotalAmount'];

/** `switched`: signs in in English and switches on the order search, through the header's language switch. */
const RUNS: { language: Language; width?: number; switched?: boolean }[] = [
  { language: 'ru' },
  { language: 'es' },
  { language: 'sw', width: 375 },
  { language: 'zh', switched: true },
];

for (const { language, width, switched } of RUNS) {
  test(`in ${language}${width ? ` at ${width} px` : ''}: dist01 opens its own sale from the order search and saves a purchase draft`, async ({
    page,
  }) => {
    const t = translator(language, 'order');
    if (width) await page.setViewportSize({ width, height: 800 });
    await signInIn(page, 'dist01', switched ? 'en' : language);
    // The order search: the saved views in the language; "To receive" holds the demo's shipped own sale.
    await page.goto('/#/sales/order');
    if (switched) {
      await expect(page.getByRole('radiogroup', { name: translator('en', 'order')('search.views') })).toBeVisible();
      await switchLanguage(page, language);
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const views = page.getByRole('radiogroup', { name: t('search.views') });
    await expect(views).toContainText(t('views.toApprove'));
    await views.getByText(new RegExp(`^${literal(t('views.toReceive'))} \\(\\d+\\)$`)).click();
    const ownSale = await shippedOwnSale(page, t, Boolean(width));
    await expectNoEnglish(page, language, SEARCH_LABELS);

    // Its detail: title, state, channel and the outbound it shipped with, all in the language.
    const docNo = ((await ownSale.innerText()).match(/SO\d{4}-\d{6}/) ?? [''])[0];
    await ownSale.getByText(docNo, { exact: true }).click();
    await expect(page).toHaveURL(/#\/sales\/order\/purchaseDetailView\?id=\d+$/);
    const title = page.locator('.ant-card-head-title:visible', { hasText: t('detail.title', { docNo }) });
    await expect(title).toBeVisible();
    const detail = page.locator('.ant-card:visible', { has: title });
    await expect(detail.locator('.ant-tag', { hasText: t('states.SHIPPED') }).first()).toBeVisible();
    await expect(detail).toContainText(t('channels.SECONDARY'));
    await expect(page.locator('.ant-card-head-title:visible', { hasText: t('detail.links') })).toBeVisible();
    await expect(page.getByText(new RegExp(`^${literal(t('links.outbound'))} `)).first()).toBeVisible();
    await expect(page.locator('.ant-card-head-title:visible', { hasText: t('detail.timeline') })).toBeVisible();
    await expectNoEnglish(page, language, DETAIL_LABELS);
    if (width) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    // A purchase draft: refused in the language while the cart is empty, then saved.
    await page.goto('/#/sales/purchase');
    await expect(page.getByText(t('purchase.emptyCart'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('purchase.saveDraft') })).toBeDisabled();
    await choose(page, page.getByLabel(t('purchase.addGoods')), 'SKU-0003');
    await page.getByLabel(t('purchase.qtyOf', { index: 1 })).fill('2');
    await choose(page, page.getByLabel(t('deliver.warehouse')), 'CW01');
    await page.getByRole('button', { name: t('purchase.saveDraft') }).click();
    await expect(page.getByText(t('purchase.saved'))).toBeVisible();
    await expect(page).toHaveURL(/#\/sales\/purchase\?draftId=\d+$/);
    const draftTitle = new RegExp(
      `^${literal(t('purchase.draftTitle', { docNo: 'DOCNO' })).replace('DOCNO', 'SO\\d{4}-\\d{6}')}$`,
    );
    await expect(page.getByText(draftTitle)).toBeVisible();
    await expectNoEnglish(page, language, PURCHASE_LABELS);
    if (width) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await removeDraft(page, new URL(page.url().replace('#/', '')).searchParams.get('draftId') ?? '');
  });
}
