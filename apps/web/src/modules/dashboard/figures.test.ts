import { describe, expect, it } from 'vitest';
import { figureText, linkTarget } from './figures';

describe('tile figures', () => {
  it('writes money as spec §5 does, with the currency when known', () => {
    expect(figureText({ kind: 'money', value: '1234.5' }, 'fr', 'EUR')).toBe('1,234.50 EUR');
    expect(figureText({ kind: 'money', value: '0.00' }, 'en', null)).toBe('0.00');
  });

  it("writes counts and percentages in the user's language", () => {
    expect(figureText({ kind: 'count', value: '12345' }, 'en', null)).toBe('12,345');
    expect(figureText({ kind: 'count', value: '12345' }, 'es', null)).toBe('12.345');
    expect(figureText({ kind: 'percent', value: '13.3' }, 'en', null)).toBe('13.3 %');
  });

  it('leads to the list path with its filter as the query', () => {
    expect(linkTarget({ path: '/sales/order', query: { state: 'SUBMITTED', type: 'SALE' } })).toEqual({
      pathname: '/sales/order',
      search: '?state=SUBMITTED&type=SALE',
    });
    expect(linkTarget({ path: '/work/task', query: {} })).toEqual({ pathname: '/work/task', search: '' });
  });
});
