import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, settings } from './settings';

type Resources = Record<string, Record<string, string>>;

/**
 * Each language's namespace is its own chunk: a user downloads only the language they read, and of it
 * only the namespaces of what they open. Every file `locales/<lang>/<namespace>.json` is a namespace;
 * `common` is the default one.
 */
const loaders = import.meta.glob<{ default: Resources }>('../locales/*/*.json');
export const NAMESPACES = [
  ...new Set(Object.keys(loaders).map((path) => path.split('/').pop()?.replace('.json', '') ?? '')),
];

/** What the sign-in page reads, loaded before the first render. */
export const BOOT_NAMESPACES = ['common', 'account'] as const;

/**
 * What the shell around the signed-in pages (and a standalone window's frame) reads, loaded with its
 * code. A page's own namespaces load with it: `useTranslation('order')` suspends the page until `order`
 * is there (`i18n-namespaces.test.ts` checks that a file names every namespace it reads).
 */
export const SHELL_NAMESPACES = ['shell', 'frames', 'store', 'crud'] as const;

const LANGUAGE_KEY = 'smdp-language';

const chunks: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (lang, namespace, done) => {
    const loader = loaders[`../locales/${lang}/${namespace}.json`];
    if (!loader) return done(new Error(`no ${namespace} translations for ${lang}`), false);
    loader().then(
      (module) => done(null, module.default),
      (error: Error) => done(error, false),
    );
  },
};

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

export async function setupI18n(): Promise<Language> {
  const lang = detectLanguage();
  await i18n
    .use(chunks)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: settings.defaultLanguage,
      // Component tests render pages without the app's Suspense boundaries: they get every text at once.
      ns: import.meta.env.MODE === 'test' ? NAMESPACES : [...BOOT_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  document.documentElement.lang = lang;
  return lang;
}

/** Switches the language; every namespace loaded so far is loaded in it first (i18next does that). */
export async function changeLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
  localStorage.setItem(LANGUAGE_KEY, lang);
  document.documentElement.lang = lang;
}

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : settings.defaultLanguage);

export { i18n };
