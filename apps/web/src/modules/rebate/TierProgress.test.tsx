import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupPageTests } from '../../test-support';
import type { RebateProgress } from './api';
import { TierProgress } from './TierProgress';

const progress: RebateProgress = {
  policyId: '1',
  policyName: 'Volume bonus',
  ownerPartyId: '2',
  period: '2026-11',
  periodEnd: '2026-11-30',
  basis: 'AMOUNT',
  calcMode: 'FLAT_TIER',
  basisValue: '1200.00',
  tierReached: 1,
  accruedAmount: '24.00',
  nextTierGap: '3800.00',
  nextTierFrom: '5000.00',
  tiers: [
    { from: '0.000', rate: '0.010000', perUnit: null },
    { from: '1000.000', rate: '0.020000', perUnit: null },
    { from: '5000.000', rate: '0.030000', perUnit: null },
  ],
};

describe('TierProgress', () => {
  beforeAll(setupPageTests);
  afterEach(cleanup);

  it('names the tier reached and what reaches the next one', () => {
    render(<TierProgress progress={[progress]} />);
    expect(screen.getByText('Volume bonus')).toBeTruthy();
    expect(screen.getByText(/tier 2/)).toBeTruthy();
    expect(screen.getByTestId('rebate-next-tier').textContent).toMatch(/3,800\.00 more to reach tier 3/);
  });

  it('says so at the top tier, and shows nothing on the purchase screen without a policy', () => {
    render(<TierProgress progress={[{ ...progress, tierReached: 2, nextTierGap: null, nextTierFrom: null }]} />);
    expect(screen.getByTestId('rebate-next-tier').textContent).toBe('Top tier reached');
    cleanup();
    const { container } = render(<TierProgress compact progress={[]} />);
    expect(container.textContent).toBe('');
  });
});
