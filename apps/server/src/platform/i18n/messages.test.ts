import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { messages } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('server messages', () => {
  it('have a text in every language, none empty', () => {
    const empty = Object.entries(messages).flatMap(([key, texts]) =>
      LANGUAGES.filter((lang) => !texts[lang]?.trim()).map((lang) => `${key}.${lang}`),
    );
    expect(empty).toEqual([]);
  });

  it('use the same parameters in every language', () => {
    const differing = Object.entries(messages).flatMap(([key, texts]) =>
      LANGUAGES.filter((lang) => placeholders(texts[lang]).join() !== placeholders(texts.en).join()).map(
        (lang) => `${key}.${lang}`,
      ),
    );
    expect(differing).toEqual([]);
  });
});
