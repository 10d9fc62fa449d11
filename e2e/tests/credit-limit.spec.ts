import { expect, type Locator, type Page, test } from './fixtures';
import { appeared, signIn } from './helpers';

// Finance staff set credit on a phone, in Chinese.
test.use({ viewport: { width: 375, height: 812 } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('smdp-language', 'zh'));
});

/** Calls the API with the page's session, in Chinese; answers the whole envelope (code, msg, data). */
async function callAs(page: Page, path: string, body?: object) {
  return page.evaluate(
    async ({ path, body }) => {
      const session = JSON.parse(localStorage.getItem('smdp-session') ?? '{}').state;
      const response = await fetch(`/api${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Basic ${btoa('saber:saber_secret')}`,
          'Blade-Auth': `bearer ${session.accessToken}`,
          'Lang-Type': 'zh',
        },
        body: body ? JSON.stringify(body) : null,
      });
      return (await response.json()) as { code: number; msg: string; data: unknown };
    },
    { path, body },
  );
}

/** The row actions of a list row on a phone: all of them wait in its "more" menu. */
async function openRowMenu(page: Page, row: Locator) {
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '更多操作' }).click();
  return page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role=menu]');
}

/** Finds a customer by its code on a list page (phones show the code field first). */
async function findCustomer(page: Page, code: string) {
  const list = page.locator('.crud-page:visible');
  await list.getByRole('search').getByLabel('客户编码').fill(code);
  const answered = page.waitForResponse((response) => response.url().includes('/baseCustomer/list?'));
  await list
    .getByRole('search')
    .getByRole('button', { name: /搜\s*索/ })
    .click();
  await answered;
  await expect(list.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  return list.locator('tr.ant-table-row', { hasText: code }).first();
}

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const grouped = (value: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value / 100);

const figure = (card: Locator, title: string) =>
  card.locator('.ant-statistic', { has: card.page().locator('.ant-statistic-title', { hasText: title }) });

test('finance staff set a distributor’s credit limit on a phone and see the new available credit; a stale save is refused and redone', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/#/customer/list');
  const row = await findCustomer(page, 'C0002');
  await (await openRowMenu(page, row)).getByRole('menuitem', { name: '信用额度', exact: true }).click();

  const dialog = await appeared(page.getByRole('dialog', { name: 'C0002 Moonlight Trading 的信用额度' }));
  const card = dialog.locator('.credit-card');
  await expect(card.getByText('信用额度', { exact: true }).first()).toBeVisible();
  await expect(figure(card, '可用额度')).toBeVisible();
  const used = cents(await figure(card, '已用额度').locator('.ant-statistic-content-value').innerText());
  const frozen = cents(await figure(card, '未结订单冻结').locator('.ant-statistic-content-value').innerText());
  // The demo gives Moonlight a line of 2,000.00 that its shipped orders partly use.
  await expect(card).toContainText('2,000.00');

  await card.getByRole('button', { name: '修改额度' }).click();
  const editor = await appeared(page.getByRole('dialog', { name: '修改 C0002 Moonlight Trading 的信用额度' }));
  const limitInput = editor.getByLabel('信用额度', { exact: true });
  // Checked on the client first: the limit is required and never negative text.
  await limitInput.fill('');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(editor.getByText('必填', { exact: true })).toBeVisible();

  // Meanwhile someone else saves: this dialog's version is stale, the server refuses it (409).
  const parties = (await callAs(page, '/smdp-customer/baseCustomer/options')).data as {
    id: string;
    customerCode: string;
  }[];
  const moonlight = parties.find((party) => party.customerCode === 'C0002')?.id ?? '';
  const current = (await callAs(page, `/smdp-finance/credit-limit/detail?debtorPartyId=${moonlight}`)).data as {
    version: number;
    creditLimit: string;
    termDays: number;
  };
  expect(
    (
      await callAs(page, '/smdp-finance/credit-limit/save', {
        debtorPartyId: moonlight,
        version: current.version,
        creditLimit: current.creditLimit,
        termDays: current.termDays,
        remark: '他人同时修改',
      })
    ).code,
  ).toBe(200);

  const limit = 8_000_00;
  await limitInput.fill(String(limit / 100));
  await editor.getByLabel('账期').fill('45');
  await editor.getByLabel('备注').fill('E2E 手机调整');
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('数据已被他人修改，请刷新后重试')).toBeVisible();
  await expect(editor.getByText(/已有他人保存了该信用额度/)).toBeVisible();
  await expect(card).toContainText('他人同时修改');

  // Asked again, it saves over the new version.
  await editor.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('信用额度已保存')).toBeVisible();
  await expect(editor).toBeHidden();
  const available = Math.max(0, limit - used - frozen);
  await expect(figure(card, '可用额度')).toContainText(grouped(available));
  await expect(card).toContainText('8,000.00');
  await expect(card).toContainText('45 天');
  await expect(card).toContainText('E2E 手机调整');
});

test('a distributor sees no credit edit on its sub-customers, and the server refuses its save', async ({ page }) => {
  await signIn(page, 'dist01');
  await page.goto('/#/customer/sub-customer');
  const list = page.locator('.crud-page:visible');
  const row = list.locator('tr.ant-table-row').first();
  const menu = await openRowMenu(page, row);
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '信用额度' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '修改额度' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const refused = await callAs(page, '/smdp-finance/credit-limit/save', {
    debtorPartyId: '1',
    creditLimit: '999999',
  });
  expect(refused.code).toBe(403);
  expect(refused.msg).toBe('只有公司员工可以设置信用额度');
});
