import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type NewestVersion, shouldShowVersion, versionKey } from './version-notice';

const now = dayjs('2025-06-01 12:00:00').valueOf();
const version: NewestVersion = {
  id: '42',
  versionNumber: '1.0.0',
  effectTime: '2025-06-01 11:59:59',
  updateContent: '<p>notes</p>',
  status: 1,
};

describe('version notice rule', () => {
  it('shows a published version in effect that the user has not closed', () => {
    expect(shouldShowVersion(version, null, now)).toBe(true);
    expect(shouldShowVersion(version, '42:0.9.0', now)).toBe(true);
  });

  it('stays away when none, unpublished, not yet in effect, or already seen', () => {
    expect(shouldShowVersion(null, null, now)).toBe(false);
    expect(shouldShowVersion({ ...version, status: 0 }, null, now)).toBe(false);
    expect(shouldShowVersion({ ...version, effectTime: '2025-06-01 12:00:01' }, null, now)).toBe(false);
    expect(shouldShowVersion(version, versionKey(version), now)).toBe(false);
  });

  it('keys a version by id and number', () => {
    expect(versionKey(version)).toBe('42:1.0.0');
  });
});
