/**
 * Query keys of data the frame (app/, shell/) reads and a module's page changes: named once here, so a
 * save on the page refreshes what the frame shows (a module's own data keys live in its api.ts).
 */
export const frameKeys = {
  /** `companySystemSetting/detail`: logo and shop switch (shell, app/stores); the settings page saves it. */
  companySetting: () => ['company-setting'] as const,
  /** `customerShop/myShopList`: the store selector; the store page changes stores. */
  myShops: () => ['my-shops'] as const,
  /** `saleUnit/selectSaleUnitList`: the contact dialog; the sales-unit page changes units. */
  salesPeople: () => ['salesPeople'] as const,
  menus: (lang: string) => ['menus', lang] as const,
  buttons: () => ['buttons'] as const,
  isGray: () => ['is-gray'] as const,
};
