/** Every number and constant of the spec that the web app uses, in one typed object (spec §9). */
export const settings = {
  api: { base: '/api', timeoutMs: 120_000 },
  client: { id: 'saber', secret: 'saber_secret' },
  defaultTenantId: '000000',
  tenantMode: false,
  captchaMode: false,
  token: { refreshAgeSeconds: 3000, checkEveryMs: 1000 },
  homePath: '/wel/index',
  languages: ['zh', 'en', 'fr', 'ru', 'es', 'sw'] as const,
  defaultLanguage: 'en' as const,
  unreadBadgeMax: 99,
  searchHistoryMax: 10,
  storeGuideAccountsMax: 10,
  layout: { collapseBelowPx: 850, expandAbovePx: 950, floatBelowPx: 768, resizeThrottleMs: 600 },
  languageWait: { timeoutMs: 5000, pollMs: 100 },
  watermark: { width: 400, height: 200, fontSizePx: 26, angleDeg: -20 },
  contactDialogWidthPx: 1200,
  message: { wrapOver: 200, wrapEvery: 100 },
  headers: { frontType: 'pc', systemType: 'customer', serviceType: 'smdp' },
} as const;

export type Language = (typeof settings.languages)[number];
