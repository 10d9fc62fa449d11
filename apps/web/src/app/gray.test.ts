import { beforeEach, describe, expect, it } from 'vitest';
import { applyGrayState, GRAY_COOKIE } from './gray';

describe('gray release', () => {
  beforeEach(() => localStorage.clear());

  it('records the first answer without reloading, then reloads only on a change', () => {
    expect(applyGrayState(false)).toBe(false);
    expect(applyGrayState(false)).toBe(false);
    expect(applyGrayState(true)).toBe(true);
    expect(document.cookie).toContain(`${GRAY_COOKIE}=1`);
    expect(applyGrayState(true)).toBe(false);
    expect(applyGrayState(false)).toBe(true);
    expect(document.cookie).toContain(`${GRAY_COOKIE}=0`);
  });
});
