import { PICKUP_LIMITS } from '@smdp/contracts/pickup';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  afterWrongCode,
  identityMatches,
  maskedMobile,
  newPickupCode,
  pickupCodeHash,
  pickupCodeMatches,
  ticketStanding,
} from './pickup.code';

describe('pick-up codes', () => {
  it('are six digits, kept only as a hash bound to tenant and ticket', () => {
    const code = newPickupCode();
    expect(code).toMatch(/^\d{6}$/);
    const hash = pickupCodeHash('pepper', '000000', 'PU1', code);
    expect(hash).not.toContain(code);
    expect(pickupCodeMatches('pepper', '000000', 'PU1', code, hash)).toBe(true);
    expect(pickupCodeMatches('pepper', '000000', 'PU2', code, hash)).toBe(false);
    expect(pickupCodeMatches('pepper', '111111', 'PU1', code, hash)).toBe(false);
  });

  it('match only their own code', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^\d{6}$/), (code, other) => {
        const hash = pickupCodeHash('p', 't', 'PU9', code);
        expect(pickupCodeMatches('p', 't', 'PU9', other, hash)).toBe(code === other);
      }),
    );
  });

  it('lock on the fifth wrong code and expire at their time', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const live = { state: 'ISSUED' as const, expiresAt: new Date('2026-11-24T10:00:01Z'), failedAttempts: 0 };
    expect(ticketStanding(live, now)).toBe('ISSUED');
    expect(ticketStanding({ ...live, expiresAt: now }, now)).toBe('EXPIRED');
    expect(ticketStanding({ ...live, failedAttempts: PICKUP_LIMITS.maxFailedAttempts }, now)).toBe('LOCKED');
    expect(ticketStanding({ ...live, state: 'REVOKED' }, now)).toBe('REVOKED');
    let attempts = 0;
    const states = [];
    for (let i = 0; i < PICKUP_LIMITS.maxFailedAttempts; i++) {
      const next = afterWrongCode(attempts);
      attempts = next.failedAttempts;
      states.push(next.state);
    }
    expect(states).toEqual(['ISSUED', 'ISSUED', 'ISSUED', 'ISSUED', 'LOCKED']);
  });

  it('show only the last four digits of the mobile and match an ID or plate however spelt', () => {
    expect(maskedMobile('+8613800138000')).toBe('**********8000');
    expect(identityMatches('粤b 12-345', { pickerIdNo: null, vehiclePlate: '粤B12345' })).toBe(true);
    expect(identityMatches('X1', { pickerIdNo: 'x1', vehiclePlate: null })).toBe(true);
    expect(identityMatches('X2', { pickerIdNo: 'x1', vehiclePlate: '' })).toBe(false);
  });
});
