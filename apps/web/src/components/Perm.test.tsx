import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePermissions } from '../lib/session';
import { Perm } from './Perm';

describe('Perm', () => {
  it('shows its children only for granted button codes', () => {
    usePermissions.getState().setCodes(['user_add']);
    render(
      <>
        <Perm code="user_add">
          <button type="button">add</button>
        </Perm>
        <Perm code="user_delete" fallback={<span>no delete</span>}>
          <button type="button">delete</button>
        </Perm>
      </>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'delete' })).toBeNull();
    expect(screen.getByText('no delete')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('smdp-permissions') ?? '{}').state.codes).toEqual({ user_add: true });
  });
});
