import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

/** Marks the one-time store guide as seen, so it does not sit over the pages other tests use. */
export async function skipStoreGuide(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem('smdp-stores')) return;
    const guided = ['admin', 'dist01', 'dist01-sub', 'staff01'].map((account) => `000000:${account}`);
    localStorage.setItem('smdp-stores', JSON.stringify({ state: { chosen: {}, guided }, version: 0 }));
  });
}

/**
 * Answers the newest-version check with "none", so the version notice does not cover the pages other
 * tests use (the notice has its own component tests).
 */
export async function hideVersionNotice(page: Page) {
  await page.route('**/api/blade-system/systemVersionManage/newest-version*', (route) =>
    route.fulfill({ json: { code: 200, success: true, data: null, msg: '' } }),
  );
}

export async function signIn(page: Page, account: string, password = account) {
  await skipStoreGuide(page);
  await hideVersionNotice(page);
  await page.goto('/#/login');
  await page.locator('input[autocomplete=username]').fill(account);
  await page.locator('input[type=password]').fill(password);
  await clickSignIn(page);
  await expect(page).toHaveURL(/#\/wel\/index$/);
}

/**
 * Clicks "Sign in" once it can be used: while the tenant of the address is looked up the button spins
 * and ignores clicks, as a person sees and waits for.
 */
export async function clickSignIn(page: Page) {
  const button = page.locator('button[type=submit]');
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
}

/** The side menu's top-level labels. */
export const topMenus = (page: Page) => page.locator('.app-sider .ant-menu-root > li').allInnerTexts();

/** The open "more" menu of a list row (closed ones stay in the page, hidden). */
const openRowMenu = (page: Page) => page.locator('.ant-dropdown:not(.ant-dropdown-hidden) [role=menu]');

/** Runs a list row's action: its link in the row, else its item in the row's "more" menu. */
export async function clickRowAction(page: Page, row: Locator, name: string) {
  await expect(row).toBeVisible();
  const link = row.locator('.crud-row-actions').getByRole('button', { name, exact: true });
  if (await link.count()) return link.click();
  await row.getByRole('button', { name: 'More actions' }).click();
  await openRowMenu(page).getByRole('menuitem', { name, exact: true }).click();
}

/** Every action a list row offers: its links and the items of its "more" menu. */
export async function rowActionNames(page: Page, row: Locator): Promise<string[]> {
  const links = await row.locator('.crud-row-actions .ant-btn-link').allInnerTexts();
  const more = row.getByRole('button', { name: 'More actions' });
  if (!(await more.count())) return links;
  await more.click();
  const menuItems = openRowMenu(page).getByRole('menuitem');
  await expect(menuItems.first()).toBeVisible();
  const items = await menuItems.allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(openRowMenu(page)).toHaveCount(0);
  return [...links, ...items];
}

/**
 * Waits until a dialog has finished zooming in, as a person waits to see it: antd first shows it paused and
 * transparent, then scales it, and a click in those frames can land beside the moving button and be lost.
 */
export async function appeared(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-(appear|enter)/);
  return dialog;
}

/** Answers the confirmation dialog open now with one of its buttons. */
export async function answerConfirm(page: Page, button = 'OK') {
  const dialog = await appeared(page.locator('.ant-modal-confirm:visible'));
  await dialog.getByRole('button', { name: button }).click();
}

/**
 * Clicks a list's Search and waits until the server's answer to it is on the screen: a kept-alive page
 * shows its earlier rows until then. `apiPath` names the list's call (`/report/balance?`).
 */
export async function searchAnswered(page: Page, list: Locator, apiPath: string) {
  const answered = page.waitForResponse((response) => response.url().includes(apiPath));
  await list.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
  await expect(list.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
}

/** The languages of the language switch in the header, by the name it lists them under. */
export const LANGUAGE_NAMES = {
  zh: '中文',
  en: 'English',
  fr: 'Français',
  ru: 'Русский',
  es: 'Español',
  sw: 'Kiswahili',
} as const;
export type Language = keyof typeof LANGUAGE_NAMES;

/**
 * Signs in with the page in `language` from its first paint, as a browser that chose it before; a later
 * choice in the header's language switch survives reloads.
 */
export async function signInIn(page: Page, account: string, language: Language) {
  await page.addInitScript((lang) => {
    if (!localStorage.getItem('smdp-language')) localStorage.setItem('smdp-language', lang);
  }, language);
  await signIn(page, account);
}

/** Chooses a language in the header's language switch, as a person does on any page. */
export async function switchLanguage(page: Page, language: Language) {
  await page.locator('.app-header .language-switch select').selectOption({ label: LANGUAGE_NAMES[language] });
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

const LOCALES = fileURLToPath(new URL('../../apps/web/src/locales/', import.meta.url));

/**
 * The web application's own text for a key of a namespace in a language, its `{{name}}` parameters filled:
 * what a page must show, read from the locale files rather than written again in the test.
 */
export function translator(language: Language, namespace: string) {
  const texts = JSON.parse(readFileSync(`${LOCALES}${language}/${namespace}.json`, 'utf8'));
  return (key: string, params: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts);
    if (typeof found !== 'string') throw new Error(`${language}/${namespace}.json has no text ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
  };
}

/**
 * The English texts of these keys that `language` translates differently: none of them may show on a page
 * in that language (a label left in English). Keys whose text is the same in both are skipped.
 */
export function englishLeftIn(language: Language, namespace: string, keys: string[]): string[] {
  const english = translator('en', namespace);
  const own = translator(language, namespace);
  return keys.map((key) => english(key)).filter((text, index) => text !== own(keys[index] as string));
}

/** Escapes text for a regular expression. */
export const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Clicks a button a form enables once it is complete (the purchase screen's "Submit order" waits for its
 * quote); if it stays disabled, fails with what the page says is wrong instead of a bare timeout.
 */
export async function clickWhenEnabled(page: Page, button: Locator) {
  try {
    await expect(button).toBeEnabled({ timeout: 30_000 });
  } catch {
    const said = await page.locator('.ant-alert:visible, .ant-typography-danger:visible').allInnerTexts();
    throw new Error(`"${await button.innerText()}" stayed disabled; the page says: ${said.join(' | ') || 'nothing'}`);
  }
  await button.click();
}
