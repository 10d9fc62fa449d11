import { describe, expect, it } from 'vitest';
import { diff } from './audit';

describe('audit diff', () => {
  it('keeps only changed fields', () => {
    expect(diff({ name: 'a', sort: 1 }, { name: 'b', sort: 1 })).toEqual({ name: { from: 'a', to: 'b' } });
  });

  it('records a creation and a deletion field by field', () => {
    expect(diff(null, { name: 'a' })).toEqual({ name: { from: null, to: 'a' } });
    expect(diff({ name: 'a' }, null)).toEqual({ name: { from: 'a', to: null } });
  });

  it('never writes secrets in clear', () => {
    expect(diff({ passwordHash: 'x' }, { passwordHash: 'y' })).toEqual({ passwordHash: { from: '***', to: '***' } });
  });

  it('compares dates by instant', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(diff({ time: new Date(at) }, { time: at })).toEqual({});
  });
});
