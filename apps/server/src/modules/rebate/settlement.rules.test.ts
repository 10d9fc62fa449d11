import { describe, expect, it } from 'vitest';
import { settlementLines } from './settlement.service';

describe('settlement lines', () => {
  const accruals = [
    { period: '2026-09', basisValue: '300.00', accrued: '3.00' },
    { period: '2026-10', basisValue: '800.00', accrued: '8.00' },
    { period: '2026-11', basisValue: '1500.00', accrued: '30.00' },
  ];

  it('settles what accrued less what was settled, and claws back earlier periods returned below their settlement', () => {
    const settled = new Map([
      ['2026-09', 300n],
      ['2026-10', 2400n],
    ]);
    expect(settlementLines('2026-11', accruals, settled)).toEqual([
      { period: '2026-10', kind: 'CLAWBACK', basisValue: '800.00', amount: '-16.00' },
      { period: '2026-11', kind: 'ACCRUAL', basisValue: '1500.00', amount: '30.00' },
    ]);
  });

  it('settles nothing twice, and a period settled above its accrual is a clawback of its own', () => {
    expect(settlementLines('2026-10', accruals, new Map([['2026-10', 800n]]))).toEqual([]);
    expect(settlementLines('2026-10', accruals, new Map([['2026-10', 1000n]]))).toEqual([
      { period: '2026-10', kind: 'CLAWBACK', basisValue: '800.00', amount: '-2.00' },
    ]);
  });
});
