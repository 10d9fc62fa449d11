import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../lib/i18n';
import { setupPageTests } from '../../test-support';
import { entryTypeText } from './entry-label';

describe('a ledger line’s entry text', () => {
  beforeAll(setupPageTests);

  it('reads the mirror of a reversed receipt as a reversal, in the ledger and on statements', () => {
    const fund = i18n.getFixedT('en', 'fund');
    const statement = i18n.getFixedT('en', 'reconciliation');
    expect(entryTypeText(statement, 'RECEIPT', false)).toBe('Payment received');
    expect(entryTypeText(statement, 'RECEIPT', true)).toBe('Receipt reversed');
    expect(entryTypeText(fund, 'RECEIPT', null)).toBe('Receipt');
    expect(entryTypeText(fund, 'RECEIPT', true)).toBe('Receipt reversed');
    expect(entryTypeText(fund, 'ADJUSTMENT', true)).toBe('Adjustment (reversed)');
  });

  it('says it in each language', async () => {
    for (const lang of ['zh', 'fr', 'ru', 'es', 'sw'] as const) {
      await changeLanguage(lang);
      const statement = i18n.getFixedT(lang, 'reconciliation');
      const reversed = entryTypeText(statement, 'RECEIPT', true);
      expect(reversed, lang).not.toBe(entryTypeText(statement, 'RECEIPT', false));
      expect(reversed, lang).not.toBe('Receipt reversed');
    }
    await changeLanguage('en');
  });
});
