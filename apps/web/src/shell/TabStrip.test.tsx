import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MenuNode } from '../app/menu';
import { TabStrip, useTabTracking } from './TabStrip';
import { HOME_TAB, useTabs } from './tabs';
import { answerCalls, renderWithRouter, setupShellTest } from './testing';

const page = (id: string, name: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id,
  parentId: '0',
  code: id,
  name,
  path: `/${id}`,
  source: null,
  sort: 1,
  category: 1,
  isOpen: 2,
  query: null,
  meta: null,
  alias: null,
  action: 0,
  remark: null,
  component: null,
  hasChildren: false,
  children: [],
  ...extra,
});
const menus = [
  page('a', 'Page A'),
  page('b', 'Page B'),
  page('c', 'Page C'),
  page('popup', 'Popup', { meta: { isTab: false } }),
];

function Shown() {
  return <p>{`shown ${useLocation().pathname}`}</p>;
}

function Frame() {
  useTabTracking(menus);
  return (
    <>
      <TabStrip menus={menus} />
      <Outlet />
    </>
  );
}

function renderStrip(path: string) {
  return renderWithRouter([{ path: '/', element: <Frame />, children: [{ path: '*', element: <Shown /> }] }], { path });
}

const tabTitles = () => screen.getAllByTestId('tab-label').map((label) => label.textContent);

async function chooseFromContextMenu(tabTitle: string, action: string) {
  fireEvent.contextMenu(screen.getByText(tabTitle));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

beforeAll(setupShellTest);
beforeEach(() => useTabs.setState({ tabs: [HOME_TAB] }));

describe('tab strip', () => {
  it('adds the shown page as a tab after home, once, but not pages whose meta says isTab false', async () => {
    const { router } = renderStrip('/a');
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Page A']));
    for (const path of ['/b?id=7', '/a', '/popup', '/nowhere']) {
      await router.navigate(path);
      await screen.findByText(`shown ${path.split('?')[0]}`);
    }
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Page A', 'Page B']));
    expect(useTabs.getState().tabs[2]).toEqual({ path: '/b', search: '?id=7' });
  });

  it('closes others from the context menu, keeping home and the chosen tab', async () => {
    useTabs.setState({ tabs: [HOME_TAB, ...['/a', '/b', '/c'].map((path) => ({ path, search: '' }))] });
    const { router } = renderStrip('/c');
    await chooseFromContextMenu('Page B', 'Close others');
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Page B']));
    expect(router.state.location.pathname).toBe('/b');
  });

  it('closes all from the strip menu, keeping home and going there', async () => {
    useTabs.setState({ tabs: [HOME_TAB, ...['/a', '/b'].map((path) => ({ path, search: '' }))] });
    const { router } = renderStrip('/b');
    fireEvent.click(screen.getByRole('button', { name: 'Tab actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Close all' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Home']));
    expect(router.state.location.pathname).toBe(HOME_TAB.path);
  });

  it('closes the shown tab and goes to its neighbour; home cannot be closed', async () => {
    useTabs.setState({ tabs: [HOME_TAB, { path: '/a', search: '' }, { path: '/b', search: '?x=1' }] });
    const { router } = renderStrip('/a');
    const tabA = screen.getByText('Page A').closest('[data-node-key]') as HTMLElement;
    fireEvent.click(within(tabA).getByRole('button', { name: 'remove' }));
    await waitFor(() => expect(tabTitles()).toEqual(['Home', 'Page B']));
    expect(router.state.location.pathname + router.state.location.search).toBe('/b?x=1');

    const home = screen.getByText('Home').closest('[data-node-key]') as HTMLElement;
    expect(within(home).queryByRole('button', { name: 'remove' })).toBeNull();
    await chooseFromContextMenu('Home', 'Close');
    expect(tabTitles()).toEqual(['Home', 'Page B']);
  });

  it('asks before clearing the cache', async () => {
    renderStrip('/a');
    await screen.findByText('Page A');
    await chooseFromContextMenu('Page A', 'Clear cache');
    const fetch = answerCalls({});
    expect(await screen.findByRole('dialog', { name: 'Clear the cache and reload the page?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
