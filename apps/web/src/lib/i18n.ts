import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, settings } from './settings';

type Resources = Record<string, Record<string, string>>;

/**
 * Each language is its own set of chunks: a user downloads only the one they read. Every file
 * `locales/<lang>/<namespace>.json` is a namespace; `common` is the default one.
 */
const loaders = import.meta.glob<{ default: Resources }>('../locales/*/*.json');
const NAMESPACES = [...new Set(Object.keys(loaders).map((path) => path.split('/').pop()?.replace('.json', '') ?? ''))];
const LANGUAGE_KEY = 'smdp-language';

export function isLanguage(value: string | null | undefined): value is Language {
  return (settings.languages as readonly string[]).includes(value ?? '');
}

/** The saved choice, else the browser's first language we speak, else English (spec §9). */
export function detectLanguage(saved = localStorage.getItem(LANGUAGE_KEY), browser = navigator.languages): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browser ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return settings.defaultLanguage;
}

async function load(lang: Language) {
  await Promise.all(
    NAMESPACES.map(async (namespace) => {
      if (i18n.hasResourceBundle(lang, namespace)) return;
      const loader = loaders[`../locales/${lang}/${namespace}.json`];
      if (!loader) throw new Error(`no ${namespace} translations for ${lang}`);
      i18n.addResourceBundle(lang, namespace, (await loader()).default);
    }),
  );
}

export async function setupI18n(): Promise<Language> {
  const lang = detectLanguage();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: settings.defaultLanguage,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
  });
  await Promise.all([load(lang), lang === settings.defaultLanguage ? undefined : load(settings.defaultLanguage)]);
  document.documentElement.lang = lang;
  return lang;
}

export async function changeLanguage(lang: Language): Promise<void> {
  await load(lang);
  await i18n.changeLanguage(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : settings.defaultLanguage);

export { i18n };
