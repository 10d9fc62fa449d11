import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './i18n';
import { settings } from './settings';

type Tree = { [key: string]: string | Tree };
const localesDir = join(__dirname, '..', 'locales');

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const read = (lang: string, file: string) => flatten(JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')));

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A text's key without its plural form: `unread_few` → `unread`. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
/** The plural forms each language's grammar needs (CLDR, as i18next reads them through Intl.PluralRules). */
const formsOf = (lang: string) => new Intl.PluralRules(lang).resolvedOptions().pluralCategories.slice().sort();

/** Counts shown as a figure after a label ("Accounts in use: 3"), which no grammar inflects. */
const COUNT_AS_FIGURE = new Set(['user.json:quota.used', 'crud.json:deletedSome', 'crud.json:moreFilters']);

describe('translations', () => {
  for (const file of readdirSync(join(localesDir, 'en'))) {
    const english = read('en', file);
    for (const lang of settings.languages) {
      it(`${lang}/${file} has every key of en, in the plural forms ${lang} needs, none empty, no extra ones`, () => {
        const texts = read(lang, file);
        const bases = (keys: string[]) => [...new Set(keys.map(baseKey))].sort();
        expect(bases(Object.keys(texts))).toEqual(bases(Object.keys(english)));
        const plurals = bases(Object.keys(english).filter((key) => PLURAL_SUFFIX.test(key)));
        for (const plural of plurals) {
          const forms = Object.keys(texts)
            .filter((key) => PLURAL_SUFFIX.test(key) && baseKey(key) === plural)
            .map((key) => key.replace(`${plural}_`, ''))
            .sort();
          expect(forms, `${lang}:${plural}`).toEqual(formsOf(lang));
        }
        for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${lang}:${key}`).not.toBe('');
      });
    }
    it(`en/${file}: every count a person reads is a plural text`, () => {
      const counted = Object.entries(english).filter(
        ([key, text]) => text.includes('{{count}}') && !PLURAL_SUFFIX.test(key),
      );
      expect(counted.map(([key]) => `${file}:${key}`).filter((key) => !COUNT_AS_FIGURE.has(key))).toEqual([]);
    });
  }
});

describe('plurals', () => {
  const translate = async (lang: string) => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: lang,
      resources: { [lang]: { common: read(lang, 'common.json') } },
      defaultNS: 'common',
    });
    return (count: number) => instance.t('home.unread', { count });
  };

  it('agree with the count in every language', async () => {
    const en = await translate('en');
    expect([en(1), en(2), en(0)]).toEqual([
      'You have 1 unread message',
      'You have 2 unread messages',
      'You have 0 unread messages',
    ]);
    const ru = await translate('ru');
    expect([ru(1), ru(21), ru(2), ru(24), ru(5), ru(11), ru(0)]).toEqual([
      'У вас 1 непрочитанное сообщение',
      'У вас 21 непрочитанное сообщение',
      'У вас 2 непрочитанных сообщения',
      'У вас 24 непрочитанных сообщения',
      'У вас 5 непрочитанных сообщений',
      'У вас 11 непрочитанных сообщений',
      'У вас 0 непрочитанных сообщений',
    ]);
    const fr = await translate('fr');
    expect([fr(1), fr(0), fr(2), fr(1000000)]).toEqual([
      'Vous avez 1 message non lu',
      'Vous avez 0 message non lu',
      'Vous avez 2 messages non lus',
      'Vous avez 1000000 de messages non lus',
    ]);
    const es = await translate('es');
    expect([es(1), es(3)]).toEqual(['Tiene 1 mensaje sin leer', 'Tiene 3 mensajes sin leer']);
    const sw = await translate('sw');
    expect([sw(1), sw(4)]).toEqual(['Una ujumbe 1 ambao haujasomwa', 'Una jumbe 4 ambazo hazijasomwa']);
    const zh = await translate('zh');
    expect([zh(1), zh(7)]).toEqual(['您有 1 条未读消息', '您有 7 条未读消息']);
  });
});

describe('detectLanguage', () => {
  it('prefers the saved choice, then the browser, then English', () => {
    expect(detectLanguage('sw', ['fr-FR'])).toBe('sw');
    expect(detectLanguage(null, ['de-DE', 'ru-RU'])).toBe('ru');
    expect(detectLanguage('xx', ['zh-CN'])).toBe('zh');
    expect(detectLanguage(null, ['de-DE'])).toBe('en');
  });
});
