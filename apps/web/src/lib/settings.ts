/** Every number and constant of the spec that the web app uses, in one typed object (spec §9). */
export const settings = {
  api: { base: '/api', timeoutMs: 120_000 },
  client: { id: 'saber', secret: 'saber_secret' },
  defaultTenantId: '000000',
  tenantMode: false,
  /** spec §9: off. `CAPTCHA_MODE=true npm start` turns it on here and on the server together. */
  captchaMode: import.meta.env.CAPTCHA_MODE === 'true',
  switchMode: false,
  defaultTheme: 'theme-white',
  token: { refreshAgeSeconds: 3000, checkEveryMs: 1000 },
  homePath: '/wel/index',
  languages: ['zh', 'en', 'fr', 'ru', 'es', 'sw'] as const,
  defaultLanguage: 'en' as const,
  unreadBadgeMax: 99,
  searchHistoryMax: 10,
  storeGuideAccountsMax: 10,
  layout: { collapseBelowPx: 850, expandAbovePx: 950, floatBelowPx: 768, resizeThrottleMs: 600 },
  languageWait: { timeoutMs: 5000, pollMs: 100 },
  /** spec §9 gives two readings: 30 px text in one shell, the account at 26 px in low-opacity grey in the other. */
  watermark: {
    width: 400,
    height: 200,
    fontSizePx: 26,
    defaultFontSizePx: 30,
    angleDeg: -20,
    color: 'rgba(0,0,0,0.08)',
  },
  contactDialogWidthPx: 1200,
  thirdPartyDialogWidth: '20%',
  cache: { dictionaryMs: 30 * 60_000, saleUnitMs: 30 * 60_000, debounceMs: 600 },
  moneyDecimals: 2,
  initStatus: { fail: -1, notStarted: 0, inProgress: 1, success: 2 },
  imageTypes: ['png', 'jpeg', 'jpg', 'bmp'],
  /** Seconds before another verification code may be asked for on the phone page. */
  smsResendSeconds: 60,
  message: { wrapOver: 200, wrapEvery: 100 },
  headers: { frontType: 'pc', systemType: 'customer', serviceType: 'smdp' },
} as const;

export type Language = (typeof settings.languages)[number];
