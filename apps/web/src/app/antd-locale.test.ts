import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { loadAntdLocale } from './antd-locale';
import { swahili } from './antd-locale-sw';

type Tree = { [key: string]: unknown };
const FORMAT_KEYS = new Set(['locale', 'yearFormat', 'dayFormat', 'cellMeridiemFormat', 'monthBeforeYear', 'titles']);

function texts(tree: unknown, prefix = ''): Record<string, unknown> {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return { [prefix]: tree };
  return Object.fromEntries(
    Object.entries(tree as Tree).flatMap(([key, value]) =>
      Object.entries(texts(value, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

describe('Swahili antd locale', () => {
  it('translates every text of en_US', () => {
    const english = texts(enUS);
    const kiswahili = texts(swahili);
    expect(Object.keys(kiswahili).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(kiswahili)) {
      if (FORMAT_KEYS.has(key.split('.').pop() ?? '') || key.includes('types.')) continue;
      expect(value, key).not.toEqual(english[key]);
    }
  });

  it('switches dayjs to the language too', async () => {
    await loadAntdLocale('sw');
    expect(dayjs.locale()).toBe('sw');
    expect((await loadAntdLocale('zh')).locale).toBe('zh-cn');
    expect(dayjs.locale()).toBe('zh-cn');
    await loadAntdLocale('en');
    expect(dayjs.locale()).toBe('en');
  });
});
