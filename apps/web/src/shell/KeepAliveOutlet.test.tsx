import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { HOME_TAB, useTabs } from './tabs';
import { renderWithRouter, setupShellTest } from './testing';

/** Like app/DynamicPage: what it shows depends on the path it sees. */
function PathPage() {
  const { pathname } = useLocation();
  return (
    <label>
      {`field of ${pathname}`}
      <input key={pathname} />
    </label>
  );
}

const keepAlive = (path: string) => path !== '/plain';

function Pages() {
  const openPaths = useTabs((state) => state.tabs).map((tab) => tab.path);
  return <KeepAliveOutlet keepAlive={keepAlive} openPaths={openPaths} />;
}

function renderPages(openPaths: string[]) {
  useTabs.setState({ tabs: [HOME_TAB, ...openPaths.map((path) => ({ path, search: '' }))] });
  return renderWithRouter(
    [
      {
        path: '/',
        element: <Pages />,
        children: [{ path: '*', element: <PathPage /> }],
      },
    ],
    { path: '/a' },
  );
}

const field = (path: string) => screen.getByLabelText(`field of ${path}`) as HTMLInputElement;
const isHidden = (path: string) => field(path).closest('label')?.style.display === 'none';

beforeAll(setupShellTest);
beforeEach(() => useTabs.setState({ tabs: [HOME_TAB] }));

describe('keep-alive outlet', () => {
  it('keeps what was typed in a kept-alive page across a tab switch', async () => {
    const { router } = renderPages(['/a', '/b', '/plain']);
    fireEvent.change(field('/a'), { target: { value: 'typed in A' } });
    await router.navigate('/b');
    await waitFor(() => expect(field('/b')).toBeTruthy());
    // Hidden, page A still sees its own path, so it keeps its field.
    expect(isHidden('/a')).toBe(true);
    expect(field('/a').value).toBe('typed in A');
    await router.navigate('/a');
    await waitFor(() => expect(isHidden('/a')).toBe(false));
    expect(field('/a').value).toBe('typed in A');
    expect(isHidden('/b')).toBe(true);
  });

  it('unmounts pages that are not kept alive when another page shows', async () => {
    const { router } = renderPages(['/a', '/plain']);
    await router.navigate('/plain');
    fireEvent.change(await screen.findByLabelText('field of /plain'), { target: { value: 'typed' } });
    await router.navigate('/a');
    await waitFor(() => expect(screen.queryByLabelText('field of /plain')).toBeNull());
    await router.navigate('/plain');
    expect((await screen.findByLabelText<HTMLInputElement>('field of /plain')).value).toBe('');
  });

  it('drops a kept page once its tab is closed', async () => {
    const { router } = renderPages(['/a', '/b']);
    fireEvent.change(field('/a'), { target: { value: 'typed in A' } });
    await router.navigate('/b');
    await waitFor(() => expect(isHidden('/a')).toBe(true));
    act(() => useTabs.getState().close('/a'));
    await waitFor(() => expect(screen.queryByLabelText('field of /a')).toBeNull());
    await router.navigate('/a');
    expect((await screen.findByLabelText<HTMLInputElement>('field of /a')).value).toBe('');
  });
});
