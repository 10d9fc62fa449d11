import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usePermissions } from '../../../../lib/session';
import { fakeServer, renderWithClient, setupPageTests } from '../../../../test-support';
import { statementCodes } from '../api';
import StatementPage from './StatementPage';

describe('the statement page', { timeout: 30_000 }, () => {
  beforeAll(setupPageTests);
  afterEach(() => {
    cleanup();
    usePermissions.setState({ codes: {} });
  });

  it('gives the one-buyer form and the group form fields of their own ids, each label naming its own field', async () => {
    usePermissions.setState({ codes: { [statementCodes.view]: true, [statementCodes.export]: true } });
    fakeServer({
      '/api/smdp-finance/statement/buyers': [],
      '/api/smdp-finance/statement/schedule/list': [],
    });
    const { container } = renderWithClient(<StatementPage />);
    expect(await screen.findByText('No schedule yet')).toBeTruthy();

    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const periods = screen.getAllByLabelText('Period');
    expect(periods).toHaveLength(2);
    expect(periods[0]?.id).not.toBe(periods[1]?.id);
  });
});
