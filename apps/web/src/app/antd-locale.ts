import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { Language } from '../lib/settings';

dayjs.extend(localizedFormat);

/** antd's texts and dayjs's month and day names for each language, loaded only when chosen. */
const loaders: Record<Language, () => Promise<Locale>> = {
  zh: async () => (await Promise.all([import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')]))[0].default,
  en: async () => (await import('antd/locale/en_US')).default,
  fr: async () => (await Promise.all([import('antd/locale/fr_FR'), import('dayjs/locale/fr')]))[0].default,
  ru: async () => (await Promise.all([import('antd/locale/ru_RU'), import('dayjs/locale/ru')]))[0].default,
  es: async () => (await Promise.all([import('antd/locale/es_ES'), import('dayjs/locale/es')]))[0].default,
  sw: async () => (await Promise.all([import('./antd-locale-sw'), import('dayjs/locale/sw')]))[0].swahili,
};

const DAYJS_NAMES: Record<Language, string> = { zh: 'zh-cn', en: 'en', fr: 'fr', ru: 'ru', es: 'es', sw: 'sw' };

export async function loadAntdLocale(lang: Language): Promise<Locale> {
  const locale = await loaders[lang]();
  dayjs.locale(DAYJS_NAMES[lang]);
  return locale;
}
