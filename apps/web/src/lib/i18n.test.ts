import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { settings } from '../app/settings';
import { detectLanguage } from './i18n';

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

describe('translations', () => {
  for (const file of readdirSync(join(localesDir, 'en'))) {
    const english = read('en', file);
    for (const lang of settings.languages) {
      it(`${lang}/${file} has every key of en, none empty, and no extra ones`, () => {
        const texts = read(lang, file);
        expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
        for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${lang}:${key}`).not.toBe('');
      });
    }
  }
});

describe('detectLanguage', () => {
  it('prefers the saved choice, then the browser, then English', () => {
    expect(detectLanguage('sw', ['fr-FR'])).toBe('sw');
    expect(detectLanguage(null, ['de-DE', 'ru-RU'])).toBe('ru');
    expect(detectLanguage('xx', ['zh-CN'])).toBe('zh');
    expect(detectLanguage(null, ['de-DE'])).toBe('en');
  });
});
