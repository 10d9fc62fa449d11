import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../platform/i18n/languages';
import { ENTRY_TYPE_LABELS, entryLabel } from './statement.labels';

describe('a statement line’s entry label', () => {
  it('reads a reversed receipt as a reversal in every language, not as a second payment received', () => {
    expect(entryLabel({ entryType: 'RECEIPT', reversal: true }, 'en')).toBe('Receipt reversed');
    expect(entryLabel({ entryType: 'RECEIPT' }, 'en')).toBe('Payment received');
    for (const lang of LANGUAGES) {
      const reversed = entryLabel({ entryType: 'RECEIPT', reversal: true }, lang);
      expect(reversed, lang).not.toBe(ENTRY_TYPE_LABELS.RECEIPT[lang]);
      expect(entryLabel({ entryType: 'CREDIT_REPAY', reversal: true }, lang), lang).not.toBe(
        ENTRY_TYPE_LABELS.CREDIT_REPAY[lang],
      );
    }
  });

  it('marks any other reversed entry type with its own label', () => {
    expect(entryLabel({ entryType: 'ADJUSTMENT', reversal: true }, 'en')).toBe('Adjustment (reversed)');
    expect(entryLabel({ entryType: 'ADJUSTMENT', reversal: false }, 'fr')).toBe('Ajustement');
  });
});
