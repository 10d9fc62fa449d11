import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupPageTests } from '../../../test-support';
import { AuditChanges, changeSummary, showValue } from './AuditChanges';

describe('audit changes', () => {
  beforeAll(setupPageTests);
  afterEach(cleanup);

  it('summarises each changed field as before → after', () => {
    expect(changeSummary({ postName: { from: 'Old', to: 'New' }, sort: { from: 1, to: null } })).toBe(
      'postName: Old → New; sort: 1 → —',
    );
    expect(showValue(['1', '2'])).toBe('["1","2"]');
    expect(showValue('')).toBe('—');
  });

  it('shows one row per field with the old value struck through', () => {
    render(
      <AuditChanges
        changes={{ roleName: { from: 'Clerk', to: 'Senior clerk' }, password: { from: '***', to: '***' } }}
      />,
    );
    const old = screen.getByText('Clerk');
    expect(old.closest('del')).toBeTruthy();
    expect(screen.getByText('Senior clerk')).toBeTruthy();
    expect(screen.getAllByText('***')).toHaveLength(2);
    expect(screen.getByText('Before')).toBeTruthy();
  });
});
